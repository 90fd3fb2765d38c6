### Dansk. Spillet hedder Kalaha. Faste ord (se glossary.md): hul, depot, frø, spille et hul,
### fange, ekstra tur, bytte side, træk. Tiltale: du. Lille forbogstav efter kolon.

-language-name = Dansk
-language-direction = ltr

## Spillerne, som en sætning nævner dem.

player-you = Du
player-computer = Computeren
player-one = Spiller 1
player-two = Spiller 2

## Hvis hullerne er, som deres navne siger det (»Dit hul 3«, »Computerens hul 3«).

owner-you = Dit
owner-computer = Computerens
owner-player-one = Spiller 1's
owner-player-two = Spiller 2's

## Antal.

seeds = { $count ->
    [one] { $count } frø
   *[other] { $count } frø
}

moves = { $count ->
    [one] { $count } træk
   *[other] { $count } træk
}

## Hvad et træk gjorde.

sowed = { $who ->
    [you] Du spillede hul { $pit }.
    [computer] Computeren spillede hul { $pit }.
    [one] Spiller 1 spillede hul { $pit }.
    [two] Spiller 2 spillede hul { $pit }.
    [friend] Din ven spillede hul { $pit }.
    [opponent] Din modstander spillede hul { $pit }.
   *[them] { $name } spillede hul { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Du spillede hul { $pit }: ekstra tur.
    [computer] Computeren spillede hul { $pit }: ekstra tur.
    [one] Spiller 1 spillede hul { $pit }: ekstra tur.
    [two] Spiller 2 spillede hul { $pit }: ekstra tur.
    [friend] Din ven spillede hul { $pit }: ekstra tur.
    [opponent] Din modstander spillede hul { $pit }: ekstra tur.
   *[them] { $name } spillede hul { $pit }: ekstra tur.
}

sowed-captured = { $who ->
    [you] Du spillede hul { $pit } og fangede { seeds }.
    [computer] Computeren spillede hul { $pit } og fangede { seeds }.
    [one] Spiller 1 spillede hul { $pit } og fangede { seeds }.
    [two] Spiller 2 spillede hul { $pit } og fangede { seeds }.
    [friend] Din ven spillede hul { $pit } og fangede { seeds }.
    [opponent] Din modstander spillede hul { $pit } og fangede { seeds }.
   *[them] { $name } spillede hul { $pit } og fangede { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Du spillede hul { $pit } og fangede { seeds }: ekstra tur.
    [computer] Computeren spillede hul { $pit } og fangede { seeds }: ekstra tur.
    [one] Spiller 1 spillede hul { $pit } og fangede { seeds }: ekstra tur.
    [two] Spiller 2 spillede hul { $pit } og fangede { seeds }: ekstra tur.
    [friend] Din ven spillede hul { $pit } og fangede { seeds }: ekstra tur.
    [opponent] Din modstander spillede hul { $pit } og fangede { seeds }: ekstra tur.
   *[them] { $name } spillede hul { $pit } og fangede { seeds }: ekstra tur.
}

swapped = { $who ->
    [you] Du byttede side.
    [computer] Computeren byttede side.
    [one] Spiller 1 byttede side.
    [two] Spiller 2 byttede side.
    [friend] Din ven byttede side.
    [opponent] Din modstander byttede side.
   *[them] { $name } byttede side.
}

## Hvis tur det er, og hvordan spillet endte.

to-move = { $who ->
    [you] Din tur.
    [computer] Computerens tur.
    [one] Spiller 1's tur.
    [two] Spiller 2's tur.
    [friend] Din vens tur.
    [opponent] Din modstanders tur.
   *[them] Turen er hos { $name }.
}

to-move-or-swap = { $who ->
    [you] Din tur: spil et hul eller byt side.
    [computer] Computerens tur: spille et hul eller bytte side.
    [one] Spiller 1's tur: spille et hul eller bytte side.
    [two] Spiller 2's tur: spille et hul eller bytte side.
    [friend] Din vens tur: spille et hul eller bytte side.
    [opponent] Din modstanders tur: spille et hul eller bytte side.
   *[them] Turen er hos { $name }: spille et hul eller bytte side.
}

game-over = Spillet er slut. { $result }

draw = Uafgjort, { $count } hver.

won = { $who ->
    [you] Du vinder med { seeds }, { $high } mod { $low }.
    [computer] Computeren vinder med { seeds }, { $high } mod { $low }.
    [one] Spiller 1 vinder med { seeds }, { $high } mod { $low }.
    [two] Spiller 2 vinder med { seeds }, { $high } mod { $low }.
    [friend] Din ven vinder med { seeds }, { $high } mod { $low }.
    [opponent] Din modstander vinder med { seeds }, { $high } mod { $low }.
   *[them] { $name } vinder med { seeds }, { $high } mod { $low }.
}

## Hvad det ville give at spille et hul, sagt før det spilles.

lands-in-your-store = Hul { $pit }: det sidste frø lander i dit depot – { $effect ->
    [extra-turn] du får en ekstra tur
    [capture] du fanger { seeds }
    [ends-game] spillet slutter
   *[nothing] ingen fangst og ingen ekstra tur
}.

lands-in-other-store = Hul { $pit }: det sidste frø lander i det andet depot – { $effect ->
    [extra-turn] du får en ekstra tur
    [capture] du fanger { seeds }
    [ends-game] spillet slutter
   *[nothing] ingen fangst og ingen ekstra tur
}.

lands-in-your-pit = Hul { $pit }: det sidste frø lander i dit hul { $landing } – { $effect ->
    [extra-turn] du får en ekstra tur
    [capture] du fanger { seeds }
    [ends-game] spillet slutter
   *[nothing] ingen fangst og ingen ekstra tur
}.

lands-in-their-pit = Hul { $pit }: det sidste frø lander i hul { $landing } på den anden side – { $effect ->
    [extra-turn] du får en ekstra tur
    [capture] du fanger { seeds }
    [ends-game] spillet slutter
   *[nothing] ingen fangst og ingen ekstra tur
}.

## Hvorfor et træk blev afvist (en sætning med lille forbogstav).

not-your-turn-reason = det er ikke din tur
stale-answer-reason = svaret gjaldt en tidligere stilling
no-such-pit-reason = der er ikke noget hul { $pit }; hver side har { $pits }
empty-pit-reason = hul { $pit } er tomt
game-is-over-reason = spillet er slut
move-limit-reason = spillet har nået det højeste antal træk
swap-not-offered-reason = sidebytte tilbydes kun med byttereglen, til den anden spiller, når den første spillers første tur er ovre

## Statuslinjen: hvad der lige er sket, og hvis tur det er.

new-game = Nyt spil. { $status }
game-resumed = Spillet er genoptaget. { $turn }
from-analysis-board = Et spil fra analysebrættets stilling; det tæller ikke med i statistikken. { $status }
from-link = Et spil fra et link, efter { moves }. { $turn }
from-online = Her er onlinespillet ({ moves }) med trækliste og analyse. { $turn }
seated-by-link = Du er { $name } og spiller via link. { $turn }
send-your-move = { $status } Send dit træk til { $name } med »Send dit træk«.
no-move-found = Computeren kunne ikke finde et træk; start et nyt spil.
stats-reset = Statistikken er nulstillet.
move-taken-back = Trækket er fortrudt. { $turn }
move-played-again = Trækket er spillet igen. { $turn }
analysing = Analyserer spillet …
analysis-stopped = Analysen er stoppet.
analysis-done = Analysen er færdig: grafen viser, hvordan spillet forløb.
move-copied = Dit træk er kopieret som et link: send det til { $name } (fx i en besked). Svaret kommer tilbage samme vej.
link-copied = Linket til dette spil er kopieret: alle, der åbner det, ser spillet, som det står nu.
sound-on-by-key = Lyd til (M slår den fra).
sound-off-by-key = Lyd fra (M slår den til).
text-copied = Spillet er kopieret som tekst: indsæt det i »Åbn et spil« under trækkene, her eller på en anden enhed, for at se det igen.
looking-for-hint = Leder efter det bedste træk …
no-hint = Intet tip: der er ikke noget træk at spille.
hint = Tip: { $hint }
replay-refused = Du ser et tidligere træk: gå tilbage til spillet for at spille.
other-device = Det er ikke din tur: den anden spiller trækker på sin egen enhed.
pit-is-empty = Hul { $pit } er tomt: vælg et hul med frø.
not-your-turn = Det er ikke din tur.
cannot-sow = Hul { $pit } kan ikke spilles: { $reason }.
cannot-swap = Siderne kan ikke byttes: { $reason }.

time-running-out = { $who ->
    [you] Din tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
    [computer] Computerens tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
    [one] Spiller 1's tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
    [two] Spiller 2's tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
    [friend] Din vens tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
    [opponent] Din modstanders tur: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
   *[them] Turen er hos { $name }: { $seconds ->
        [one] { $seconds } sekund tilbage.
       *[other] { $seconds } sekunder tilbage.
    }
}

timed-out = { $who ->
    [you] Din tid løb ud: et tilfældigt hul blev spillet for dig. { $said }
    [computer] Computerens tid løb ud: et tilfældigt hul blev spillet for den. { $said }
    [one] Spiller 1's tid løb ud: et tilfældigt hul blev spillet automatisk. { $said }
    [two] Spiller 2's tid løb ud: et tilfældigt hul blev spillet automatisk. { $said }
    [friend] Din vens tid løb ud: et tilfældigt hul blev spillet automatisk. { $said }
    [opponent] Din modstanders tid løb ud: et tilfældigt hul blev spillet automatisk. { $said }
   *[them] { $name } løb tør for tid: et tilfældigt hul blev spillet automatisk. { $said }
}

words-missing = Sproget { $language } kunne ikke hentes. Vælg det igen under Indstillinger for at prøve en gang til.

language-label = Sprog

page-title = Mancala: spil Kalaha i din browser
page-description = Spil Kalaha (mancala) gratis i din browser: en stærk computermodstander på otte niveauer, eller to spillere ved samme skærm. Kan spilles med tastatur og skærmlæser.
