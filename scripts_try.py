import time, sys
from euchre_teach.analysis.review import review_game
t=time.time()
r = review_game(sys.argv[1], samples=int(sys.argv[2]) if sys.argv[2] != 'None' else None, seed=0)
print('secs', round(time.time()-t,1), r.title, r.players, r.source, r.final_score)
for side in (0,1):
    print(r.side_words(side))
    for d in r.costliest(side):
        print('  ', d.deal, d.step, d.grade.label, round(d.grade.loss,2), d.verdict[:400])
for deal in r.deals:
    for d in deal.decisions:
        if d.notes: print('NOTE', deal.number, d.step, d.grade.label, d.notes[0][:60], '|', d.verdict[:120])
        if not d.graded and 'file' in d.grade.reason: print('HID', deal.number, d.step, d.words, d.grade.reason[:60])
    for l in deal.lines:
        print('LINE', deal.number, l.fork, l.words, l.grade and l.grade.label, l.notes, l.outcome)
    if deal.other_notes: print("LEFT", deal.other_notes)
