## Sidehoved og sidefod.

masthead = Mancala
tagline = Kalaha, spillet med seks huller, hvor man fordeler frø og fanger
footer = Gratis, uden konto og uden sporing. Spil mod computeren, på én skærm eller via link bliver i din browser; onlinespil sender rummets regler og dine træk til rumserveren, som gemmer dem (se Hjælp).

## Værktøjslinjen.

toolbar-label = Spil
new-game-button = Nyt spil
undo-button = Fortryd
redo-button = Gentag
hint-button = Tip
skip-button = Spring over
full-screen-button = Fuld skærm
send-move-button = Send dit træk
swap-button = Byt side
settings-button = Indstillinger
loading-settings = Indstillingerne hentes…

## Navigationen mellem tilstandene.

modes-label = Tilstande
nav-play = Spil
nav-puzzles = Opgaver
nav-learn = Lær
nav-analysis = Analysebræt
nav-analysis-short = Analysebræt
nav-online = Spil online
nav-online-short = Online
loading-puzzles = Opgaverne hentes…
loading-lessons = Lektionerne hentes…
loading-analysis-board = Analysebrættet hentes…
loading-online = Onlinespillet hentes…
not-loaded = Denne del af siden kunne ikke hentes. Spillet fortsætter; genindlæs siden for at prøve igen.
learn-offer-start = Ny i mancala?
learn-offer-link = Lær at spille i otte korte lektioner
learn-offer-end = .

## Indstillingernes navne.

opponent-label = Modstander
difficulty-label = Sværhedsgrad
who-opens-label = Hvem starter
turn-clock-label = Tid pr. tur
seeds-per-pit-label = Frø pr. hul
house-rules-label = Husregler
sweep-label = Frø tilbage, når en række er tom
speed-label = Tempo
motion-label = Bevægelse
colours-label = Farver
sound-label = Lyd (M)
done-button = Færdig

## Indstillingernes valg.

opponent-computer = Computer
opponent-human = To spillere
level-easy = Let
level-medium = Mellem
level-hard = Svær
level-expert = Ekspert
level-numbered = Niveau { $number }
level-named-with-number = { $level } (niveau { $number })
side-first = Dig (spiller 1)
side-second = Computeren (spiller 2)
side-alternate = Skiftevis
speed-slow = Langsom
speed-normal = Normal
speed-fast = Hurtig
speed-instant = Med det samme
clock-off = Fra
clock-minutes = { $count ->
    [one] { $count } minut
   *[other] { $count } minutter
}
follow-system = Som systemet siger
motion-reduced = Reduceret: træk lander med det samme
motion-full = Fuld animation
theme-light = Lyst
theme-dark = Mørkt
theme-contrast = Høj kontrast
sound-off = Fra
sound-on = Til
sweep-own-row = Går til rækkens ejer
sweep-to-runner = Går til den, der løb tør
sweep-discard = Tæller for ingen
rule-empty-capture = Et sidste frø i dit tomme hul tæller, også når hullet overfor er tomt
rule-one-extra-turn = Kun én ekstra tur i træk
rule-both-stores = Læg frø i begge depoter
rule-skip-origin = En runde om brættet springer starthullet over
rule-pie = Efter første tur må den anden spiller bytte side

## Meddelelser ved siden af spillet.

storage-trouble = Denne browser lader ikke siden gemme noget (lageret er slået fra eller fuldt), så dine indstillinger og din statistik varer kun, til du forlader siden.
store-missing = Den del af siden, der læser og gemmer dine indstillinger, din statistik og dit spil, blev ikke hentet. Det, der var gemt før, bliver som det er, men dette besøg bliver måske ikke gemt: genindlæs siden for at prøve igen.
no-worker = Din browser ville ikke starte en baggrundsproces, så computeren tænker på selve siden, med et mindre budget (højst Mellem).
link-unread = Den del af siden, der læser links, blev ikke hentet, så dette link blev ikke åbnet, og et nyt spil begynder i stedet. Adressen indeholder stadig linket: genindlæs siden for at prøve igen.
settings-unreadable = Dine gemte indstillinger kunne ikke bruges, fordi { $why }, så standardværdierne gælder. De gemmes igen, når du ændrer en indstilling.
stats-unreadable = Din gemte statistik kunne ikke læses, fordi { $why }. Den bliver som den er indtil videre: dette besøg tæller forfra og gemmer kun oven i den, når et spil tælles.
game-unresumable = Dit gemte spil kunne ikke genoptages, fordi { $why }, så et nyt spil begynder.
lessons-unreadable = Listen over de lektioner, du har taget, kunne ikke læses, fordi { $why }. Den bliver som den er, til du gennemfører en lektion, som starter en ny liste.
puzzles-unreadable = Din opgaverating og dine opgaver kunne ikke læses, fordi { $why }. De bliver som de er, til du prøver en opgave, som starter en ny liste.
seats-unreadable = Dine pladser i live-rum kunne ikke læses, fordi { $why }. De bliver som de er, til du tager en plads, som starter en ny liste.
fork-older = Dette link er ældre end spillet på denne enhed: det stopper efter træk { $same }, og dit går videre til træk { $kept }. Linkets spil vises og gemmes her fra nu af; for at vende tilbage til det fra denne enhed, åbn ?{ $link }
fork-differs = Linkets spil skiller sig fra det på denne enhed efter træk { $same }: træk { $next } var { $kept } her og { $linked } i linket. Linkets spil vises og gemmes her fra nu af; for at vende tilbage til det fra denne enhed, åbn ?{ $link }
fork-pit = hul { $pit }
fork-swap = sidebyttet
move-not-copied = Din browser ville ikke kopiere, så her er linket, du skal sende til { $name }: { $link }
link-not-copied = Din browser ville ikke kopiere, så her er linket til dette spil: { $link }
text-not-copied = Din browser ville ikke kopiere, så her er spillet som tekst (det kan læses ind igen, som det er, på én linje): { $text }
invalid-settings = De indstillinger er ikke gyldige; intet blev ændret.

## Hvorfor noget gemt ikke kunne læses: ledsætninger efter »fordi«.

corrupt-reason = den gemte tekst er beskadiget
shape-reason = den ikke har den form, som denne side gemmer i
version-reason = den blev gemt af en nyere udgave af denne side
absurd-reason = dens tal ikke kan passe

## Dele af et link, som ikke blev brugt.

ignored = En del af dette link blev ikke forstået, så de indstillinger har deres standardværdier: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = »{ $key }« er ikke en indstilling
ignored-bad-value = »{ $value }« er ikke en værdi for { $key }
ignored-repeated = { $key } blev angivet mere end én gang
ignored-more = { $count } mere
