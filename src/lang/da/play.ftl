### Selve spillet: brættet, som det læses op, linjen over det, spørgsmålene, spillets slutning,
### træklisten og genafspilningen, statistikken, tippet og analysen efter spillet.

## Brættet, som en skærmlæser navngiver dets dele.

board-opponent = Modstander

pit-name = { $who ->
    [you] Dit hul { $pit }, { seeds }
    [computer] Computerens hul { $pit }, { seeds }
    [one] Spiller 1's hul { $pit }, { seeds }
    [two] Spiller 2's hul { $pit }, { seeds }
    [friend] Din vens hul { $pit }, { seeds }
    [opponent] Din modstanders hul { $pit }, { seeds }
   *[them] Hul { $pit } hos { $name }, { seeds }
}

pit-name-hinted = { $label }, tippet

store-name = { $who ->
    [you] Dit depot, { seeds }
    [computer] Computerens depot, { seeds }
    [one] Spiller 1's depot, { seeds }
    [two] Spiller 2's depot, { seeds }
    [friend] Din vens depot, { seeds }
    [opponent] Din modstanders depot, { seeds }
   *[them] Depot hos { $name }, { seeds }
}

row-name = { $who ->
    [you] Dine huller
    [computer] Computerens huller
    [one] Spiller 1's huller
    [two] Spiller 2's huller
    [friend] Din vens huller
    [opponent] Din modstanders huller
   *[them] Huller hos { $name }
}

row-whose = { $who ->
    [you] din række
    [computer] computerens række
    [one] spiller 1's række
    [two] spiller 2's række
    [friend] din vens række
    [opponent] din modstanders række
   *[them] rækken hos { $name }
}

board-rows = Bræt: { $top } øverst, fra hul 6 til 1; { $bottom } nederst, fra hul 1 til 6

## Over og omkring brættet.

board-heading = Bræt
playing-by-link = Spil via link: du er { $name }
two-players-one-screen = To spillere, én skærm
against-computer = Mod computeren: { $level }
computer-thinking = Computeren tænker…
notice-dismiss = Luk

## Spørgsmålene, før spillet handler.

new-game-title = Start et nyt spil?
new-game-text = Det igangværende spil bliver opgivet.
new-game-yes = Start et nyt spil
confirm-keep-playing = Spil videre
undo-title = Tag et træk tilbage?
undo-text = Et spil, hvor et træk tages tilbage, tæller ikke i din statistik.
undo-yes = Tag trækket tilbage
hint-title = Vis et tip?
hint-text = Et spil, hvor et tip vises, tæller ikke i din statistik.
hint-yes = Vis tippet
reset-title = Nulstil din statistik?
reset-text = Alle rekorder, på alle sværhedsgrader og regelsæt, bliver glemt.
reset-statistics = Nulstil statistik
reset-no = Behold den

## Spillets slutning.

game-over-heading = Spillet er slut
game-over-play-again = Spil igen
final-score = { $south } { $southstore }, { $north } { $northstore }

## Træklisten og genafspilningen.

moves-heading = Træk
log-keys = En ekstra tur hænger sammen med næste træk: 3 6 | 2. I listen går ← og → frem og tilbage.
swap-move = Byt: { $sentence }
replay-bar = Genafspilning
replay-at-start = Genafspilning: starten, før { moves }.
replay-after-move = Genafspilning: efter træk { $ply } af { $total }. { $what }
to-the-start = Til starten
move-back = Træk tilbage ([)
move-forward = Træk frem (])
replay-back-to-game = Tilbage til spillet
copy-game-link = Kopiér link til spillet
copy-as-text = Kopiér som tekst
analyse-from-here = Analysér herfra
open-a-game = Åbn et spil
paste-a-game = Indsæt et spil som tekst eller et spillink:
open-game-button = Åbn

## Statistikken.

stats-heading = Statistik
stats-tally-against-computer = Dette besøg: du { $you }, computeren { $computer }, uafgjort { $draws }; tip brugt { $hints }.
stats-tally = Dette besøg: tip brugt { $hints }.
stats-rating-none = Din rating: ingen endnu. Den beregnes ud fra dine tællende spil mod computeren og foreslår det niveau, der bør give dig et lige spil.
stats-rating = { $games ->
    [one] Din rating: cirka { $rating } (plus/minus { $deviation }), ud fra { $games } tællende spil. { $level } bør give dig et lige spil.
   *[other] Din rating: cirka { $rating } (plus/minus { $deviation }), ud fra { $games } tællende spil. { $level } bør give dig et lige spil.
}
stats-note = Færdige spil mod computeren tæller her, medmindre et træk blev taget tilbage eller et tip blev vist. Spil med andet antal frø eller husregler holdes adskilt, hver under sin egen overskrift. Spil mod mennesker online tælles for sig, til sidst; spil for to på én skærm gemmes ikke. Intet forlader denne browser. Din rating følger niveauernes egen skala (Let 0, Svær cirka 1250) og beregnes ud fra dine resultater på alle brætter.
online-none = Ingen endnu: et onlinespil spillet til ende tæller her.
online-table = Tabel over onlineresultater
online-caption = Resultater mod mennesker online
online-heading = Online, mod mennesker
column-rules = Regler
column-difficulty = Sværhedsgrad
column-played = Spillet
column-won = Vundet
column-lost = Tabt
column-drawn = Uafgjort
column-win-rate = Sejrsrate
column-streak = Stime
column-best-run = Bedste stime
column-fastest-win = Hurtigste sejr
column-most-seeds = Flest frø
column-best-margin = Største sejr
win-rate = { $percent } %
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
key-won = vundet (V)
key-drawn = uafgjort (U)
key-lost = tabt (T)
records-table = Rekordtabel, { $rules }
records-caption = Rekorder, { $rules }
chart-title = Vundne, uafgjorte og tabte spil efter sværhedsgrad, { $rules }
chart-no-games = { $level }: ingen spil.
chart-games = { $level }: { $won } vundet, { $drawn } uafgjort, { $lost } tabt.
chart-count = V{ $won } U{ $drawn } T{ $lost }

## Tippet: hvad et træk, eller at bytte side, bør føre til.

wins-exactly = { $what ->
    [swap] At bytte side vinder med præcis { seeds }.
   *[pit] Hul { $pit } vinder med præcis { seeds }.
}
draws-exactly = { $what ->
    [swap] At bytte side giver uafgjort, når begge spiller bedst muligt.
   *[pit] Hul { $pit } giver uafgjort, når begge spiller bedst muligt.
}
loses-exactly = { $what ->
    [swap] At bytte side taber med præcis { seeds }, når begge spiller bedst muligt.
   *[pit] Hul { $pit } taber med præcis { seeds }, når begge spiller bedst muligt.
}
should-win = { $what ->
    [swap] Byt side: du bør vinde med cirka { seeds }.
   *[pit] Hul { $pit }: du bør vinde med cirka { seeds }.
}
should-be-even = { $what ->
    [swap] Byt side: det bør blive cirka lige.
   *[pit] Hul { $pit }: det bør blive cirka lige.
}
should-lose = { $what ->
    [swap] Byt side: du bør tabe med cirka { seeds }.
   *[pit] Hul { $pit }: du bør tabe med cirka { seeds }.
}
opening-note = Det regner med det sidebytte, din modstander kan lave, når din tur er slut.
swap-worth-same = At bytte side er lige så meget værd.
swap-hands-over = At bytte side ville give det til din modstander.
every-move-value = Hvert træks værdi

## Analysen efter spillet.

analysis-heading = Analyse
analysis-note = Computeren vurderer hver stilling i spillet med et fast budget. Grafen viser den slutmargin, den forventer efter hvert træk, for spilleren nederst: over linjen fører de. En ring markerer en fejl.
analyse-game = Analysér spillet
analysis-stop = Stop
graph-name = Graf over den forventede margin; ← og → går gennem trækkene
analysis-progress = Analysens fremskridt
graph-ahead = { $who ->
    [you] Du fører
    [computer] Computeren fører
   *[them] { $name } fører
}
choice-pit = hul { $pit }
choice-swap = sidebyttet
expect-ahead = { $who ->
    [you] du bør slutte { seeds } foran
    [computer] computeren bør slutte { seeds } foran
   *[them] { $name } bør slutte { seeds } foran
}
expect-even = det bør ende cirka lige
point-sowed = { $who ->
    [you] Træk { $number }, du spillede hul { $pit }: { $expected }.
    [computer] Træk { $number }, computeren spillede hul { $pit }: { $expected }.
   *[them] Træk { $number }, { $name } spillede hul { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] Træk { $number }, du byttede side: { $expected }.
    [computer] Træk { $number }, computeren byttede side: { $expected }.
   *[them] Træk { $number }, { $name } byttede side: { $expected }.
}
mistake-note = En fejl: { $better } var { seeds } bedre.
analysis-accuracy = { $who ->
    [you] Du spillede det bedste træk { $best } gange ud af { $moves } ({ $percent } %).
    [computer] Computeren spillede det bedste træk { $best } gange ud af { $moves } ({ $percent } %).
   *[them] { $name } spillede det bedste træk { $best } gange ud af { $moves } ({ $percent } %).
}
no-mistakes = Ingen fejl på { seeds } eller mere.
mistake-item = træk { $number } ({ $played }; { $better } var { seeds } bedre)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Din største fejl: { $list }.
        [computer] Computerens største fejl: { $list }.
       *[them] Største fejl hos { $name }: { $list }.
    }
   *[other] { $who ->
        [you] Dine største fejl: { $list }.
        [computer] Computerens største fejl: { $list }.
       *[them] Største fejl hos { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] Vendepunktet: træk { $number } ({ $choice }). Derfra førte du.
    [computer] Vendepunktet: træk { $number } ({ $choice }). Derfra førte computeren.
   *[them] Vendepunktet: træk { $number } ({ $choice }). Derfra førte { $name }.
}
biggest-swing = Det største skift: træk { $number } ({ $choice }), på { seeds }.

rule-set-standard = Standard-Kalaha ({ seeds } pr. hul)
rule-set-seeds = { seeds } pr. hul
rule-set-with-rules = { seeds } pr. hul; husregler: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = fangst over for et tomt hul
rule-set-one-extra-turn = kun én ekstra tur i træk
rule-set-both-stores = frø i begge depoter
rule-set-skip-origin = starthullet springes over
rule-set-pie = byttereglen
rule-set-to-runner = rester til den, der løb tør
rule-set-discard = rester tæller for ingen

search-solved = Computeren har regnet dette spil ud til enden.
search-looked-ahead = Computeren så { $depth } træk frem ({ $positions }).
search-positions = { $count ->
    [one] { $count } stilling
   *[other] { $count } stillinger
}
search-million-positions = { $millions } millioner stillinger
