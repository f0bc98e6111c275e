"""Turning engine objects into text (and, later, deterministic SVG) with no widget imports."""
