### Spil online: rummet, køen og serverens afslag.

## Spillerne i et rum.

player-friend = Din ven
player-opponent = Din modstander
owner-friend = Din vens
owner-opponent = Din modstanders

## Overskrift og knapper.

play-online = Spil online
online-back-to-game = Tilbage til spillet
online-turn-clock = Tid pr. tur
alternate-opener = Skift til at begynde efter en revanche
make-room = Opret et rum
making-room = Opretter rummet…
play-someone-now = Spil mod nogen nu
back-to-room = Tilbage til rummet
try-again = Prøv igen
back = Tilbage
stop-waiting = Stop med at vente
play-here = Spil her
swap-sides = Byt side
resign = Giv op
rematch = Revanche
open-in-analysis = Åbn i træklisten og analysen
stop-watching = Stop med at se
leave-room = Forlad rummet

## Et rums links.

invite-link = Invitationslink
watch-link = Link til at se med
copy-invite = Kopiér invitation
copy-watch-link = Kopiér link til at se med
share-invite = Del invitation
share-watch-link = Del link til at se med
invite-title = Spil Kalaha med mig
watch-title = Se et spil Kalaha

## Tiden pr. tur.

clock-none = Uden ur
clock-seconds = { $seconds } sekunder pr. tur
online-clock-minutes = { $minutes ->
    [one] { $minutes } minut pr. tur
   *[other] { $minutes } minutter pr. tur
}

clock-none-in-sentence = uden ur
clock-seconds-in-sentence = { $seconds } sekunder pr. tur
clock-minutes-in-sentence = { $minutes ->
    [one] { $minutes } minut pr. tur
   *[other] { $minutes } minutter pr. tur
}

## Det spil, et rum spiller.

settings-standard = { seeds } pr. hul, standardregler
settings-with = { seeds } pr. hul, med { $rules }
rules-and = { $first } og { $rest }
online-rule-empty-capture = fangst over for et tomt hul
online-rule-one-extra-turn = kun én ekstra tur i træk
online-rule-both-stores = frøene fordelt i begge depoter
online-rule-skip-origin = starthullet sprunget over
online-rule-pie = byttereglen

## Opret et rum, eller vent på nogen.

lobby-intro = Et rum spiller med spillets indstillinger: { $settings }. Skift dem først i menuen, hvis du vil. Den, der åbner dit invitationslink, spiller mod dig, og du begynder; eller spil nu mod en, der venter på de samme indstillinger og det samme ur (så skiftes I til at begynde).
seeds-for-a-room = Hullerne i et rum starter med 3 til 6 frø.
waiting-for-someone = Venter på en at spille mod: { $settings }, { $clock }.
queue-crowd = Lige nu { $others ->
    [0] venter ingen andre på det samme
    [one] venter { $others } anden spiller på det samme
   *[other] venter { $others } andre spillere på det samme
}, og { $games ->
    [one] { $games } spil er i gang
   *[other] { $games } spil er i gang
}.

## Forbindelsen til serveren.

connecting-to-room = Forbinder til rummet…
connecting = Forbinder…
connection-lost = Ingen forbindelse til rumserveren lige nu. Prøver igen…
no-server = Ingen rumserver svarer på denne adresse, så der kan ikke spilles live herfra. Alt andet på siden virker som før.
seat-taken-elsewhere = Dette spil er nu åbent i en anden fane eller på en anden enhed, som har din plads, så denne side har sluppet den. Vælg »Spil her« for at spille på denne side i stedet.
queue-server-full = Serveren er fuld lige nu og kunne ikke starte et spil, så du venter ikke længere. Prøv igen om lidt.
left-game = Du har forladt et spil, der stadig er i gang. Det fortsætter uden dig: er du væk i et minut af dine egne ture, taber du. Gå tilbage til rummet for at spille videre, eller giv op der for at slutte det nu.
server-unreadable = Rumserveren sendte noget, denne side ikke kunne læse, så intet blev ændret.
server-undecodable = Rumserveren sendte noget, denne side ikke kunne læse, så intet blev ændret. Hvis spillet er blevet opdateret, siden denne side blev åbnet, så genindlæs siden.
clock-off-line = Tururet vises igen, når rumserveren svarer.
presence-off-line = Hvem der er i rummet, vises igen, når rumserveren svarer.

## Hvorfor serveren ikke oprettede, åbnede eller satte noget i kø.

not-made-foreign = Rumserveren oprettede intet rum: rum oprettes fra spillets egen side.
not-made-too-long = Rumserveren oprettede intet rum: forespørgslen var for lang.
not-made-unreadable = Rumserveren oprettede intet rum: den kunne ikke læse forespørgslen. Det kan hjælpe at genindlæse siden.
not-made-settings = Rumserveren oprettede intet rum: et rum kan ikke spilles med disse indstillinger.
not-made-zero-secret = Rumserveren oprettede intet rum: denne browser gav ingen tilfældig hemmelighed til pladsen.
not-made-full = Rumserveren oprettede intet rum: den er fuld lige nu; spillene i gang fortsætter. Prøv igen om et minut.
not-made-too-many = Rumserveren oprettede intet rum: der kom for mange rum eller forbindelser fra denne adresse. Vent et minut, og prøv igen.
not-made-no-room = Rumserveren oprettede intet rum: der findes ikke sådan et rum.
not-made-unavailable = Rumserveren oprettede intet rum: den kan ikke gemme rum lige nu. Prøv igen om et minut.

## Hvorfor serveren afviste det, denne side sendte.

refused-unreadable = Serveren kunne ikke læse den besked.
refused-out-of-order = Den besked kom i forkert rækkefølge.
refused-not-seated = Du ser med i dette spil, du spiller ikke.
refused-not-your-turn = Det er ikke din tur.
refused-no-opponent = Din modstander er ikke kommet endnu.
refused-stale = Det træk er allerede spillet.
refused-ahead = Det træk er foran spillet.
refused-illegal = Det træk er ikke tilladt her.
refused-over = Spillet er slut.
refused-not-over = Spillet er stadig i gang.
refused-unknown-seat = Denne sides plads hører ikke til dette rum.
refused-full = Begge pladser er optaget, så du ser med.
refused-wrong-invite = Denne invitation hører ikke til dette rum, så du ser med. Bed om linket igen.
refused-busy = Serveren har travlt. Prøv igen om lidt.
refused-replaced = Dette spil er nu åbent i en anden fane eller på en anden enhed.

## Hvad der kom ud af at give et link videre.

invite-copied = Invitationslink kopieret: send det til din ven. Det giver én person en plads, én gang.
watch-link-copied = Link til at se med kopieret: den, der åbner det, følger spillet uden plads.
online-link-not-copied = Linket kunne ikke kopieres: markér det, og kopiér det selv.
invite-shared = Invitationslink delt. Det giver én person en plads, én gang.
watch-link-shared = Link til at se med delt.
link-not-shared = Linket kunne ikke deles: kopiér det i stedet.

## Rummets statuslinje.

entering-room = Går ind i rummet…
paired = Parret: går ind i rummet…

turn-warning = { $who ->
    [you] Din tur: { $seconds } sekunder tilbage.
    [one] Spiller 1's tur: { $seconds } sekunder tilbage.
    [two] Spiller 2's tur: { $seconds } sekunder tilbage.
    [friend] Din vens tur: { $seconds } sekunder tilbage.
    [opponent] Din modstanders tur: { $seconds } sekunder tilbage.
   *[them] Turen er hos { $name }: { $seconds } sekunder tilbage.
}

new-game-swapped = { $who ->
    [you] Nyt spil med byttede pladser: du begynder. { $turn }
    [one] Nyt spil med byttede pladser: Spiller 1 begynder. { $turn }
    [two] Nyt spil med byttede pladser: Spiller 2 begynder. { $turn }
    [friend] Nyt spil med byttede pladser: din ven begynder. { $turn }
    [opponent] Nyt spil med byttede pladser: din modstander begynder. { $turn }
   *[them] Nyt spil med byttede pladser: { $name } begynder. { $turn }
}

new-game-same-opener = { $who ->
    [you] Nyt spil: du begynder igen. { $turn }
    [one] Nyt spil: Spiller 1 begynder igen. { $turn }
    [two] Nyt spil: Spiller 2 begynder igen. { $turn }
    [friend] Nyt spil: din ven begynder igen. { $turn }
    [opponent] Nyt spil: din modstander begynder igen. { $turn }
   *[them] Nyt spil: { $name } begynder igen. { $turn }
}

rematch-offered-by-you = Du har tilbudt en revanche; venter på din ven.

rematch-offered = { $who ->
    [you] Du tilbyder en revanche: vælg »Revanche« for at tage imod.
    [one] Spiller 1 tilbyder en revanche: vælg »Revanche« for at tage imod.
    [two] Spiller 2 tilbyder en revanche: vælg »Revanche« for at tage imod.
    [friend] Din ven tilbyder en revanche: vælg »Revanche« for at tage imod.
    [opponent] Din modstander tilbyder en revanche: vælg »Revanche« for at tage imod.
   *[them] { $name } tilbyder en revanche: vælg »Revanche« for at tage imod.
}

rematch-offered-watching = { $who ->
    [you] Du tilbyder en revanche.
    [one] Spiller 1 tilbyder en revanche.
    [two] Spiller 2 tilbyder en revanche.
    [friend] Din ven tilbyder en revanche.
    [opponent] Din modstander tilbyder en revanche.
   *[them] { $name } tilbyder en revanche.
}

waiting-for-friend = Venter på din ven: send vedkommende invitationslinket.
waiting-for-second-player = Venter på den anden spiller.

wins = { $who ->
    [you] Du vinder.
    [one] Spiller 1 vinder.
    [two] Spiller 2 vinder.
    [friend] Din ven vinder.
    [opponent] Din modstander vinder.
   *[them] { $name } vinder.
}

resigned = { $who ->
    [you] Du gav op. { $result }
    [one] Spiller 1 gav op. { $result }
    [two] Spiller 2 gav op. { $result }
    [friend] Din ven gav op. { $result }
    [opponent] Din modstander gav op. { $result }
   *[them] { $name } gav op. { $result }
}

abandoned = { $who ->
    [you] Du var væk for længe og tabte. { $result }
    [one] Spiller 1 var væk for længe og tabte. { $result }
    [two] Spiller 2 var væk for længe og tabte. { $result }
    [friend] Din ven var væk for længe og tabte. { $result }
    [opponent] Din modstander var væk for længe og tabte. { $result }
   *[them] { $name } var væk for længe og tabte. { $result }
}

## Hvem der er i rummet, og tururet.

seat-free = { $who ->
    [you] Din plads er ledig.
    [one] Spiller 1's plads er ledig.
    [two] Spiller 2's plads er ledig.
    [friend] Din vens plads er ledig.
    [opponent] Din modstanders plads er ledig.
   *[them] Pladsen for { $name } er ledig.
}

friend-not-come = Din ven er ikke kommet endnu.

here = { $who ->
    [you] Du er her.
    [one] Spiller 1 er her.
    [two] Spiller 2 er her.
    [friend] Din ven er her.
    [opponent] Din modstander er her.
   *[them] { $name } er her.
}

away = { $who ->
    [you] Du er væk.
    [one] Spiller 1 er væk.
    [two] Spiller 2 er væk.
    [friend] Din ven er væk.
    [opponent] Din modstander er væk.
   *[them] { $name } er væk.
}

away-time-left = { $who ->
    [you] Du er væk: { $time } tilbage til at komme tilbage i dine egne ture.
    [one] Spiller 1 er væk: { $time } tilbage til at komme tilbage i sine egne ture.
    [two] Spiller 2 er væk: { $time } tilbage til at komme tilbage i sine egne ture.
    [friend] Din ven er væk: { $time } tilbage til at komme tilbage i sine egne ture.
    [opponent] Din modstander er væk: { $time } tilbage til at komme tilbage i sine egne ture.
   *[them] { $name } er væk: { $time } tilbage til at komme tilbage i sine egne ture.
}

watching = { $count ->
    [one] { $count } person ser med.
   *[other] { $count } personer ser med.
}

clock-runs = { $who ->
    [you] Din tur: { $time } tilbage
    [one] Spiller 1's tur: { $time } tilbage
    [two] Spiller 2's tur: { $time } tilbage
    [friend] Din vens tur: { $time } tilbage
    [opponent] Din modstanders tur: { $time } tilbage
   *[them] Turen er hos { $name }: { $time } tilbage
}

rows-seated = Din række er den nederste; din vens er øverst.
rows-watching = Du ser med. Den nederste række er Spiller { $bottom }'s, den øverste Spiller { $top }'s.
