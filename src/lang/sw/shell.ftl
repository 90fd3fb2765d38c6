## Kichwa na sehemu ya chini ya ukurasa.

masthead = Mancala
tagline = Kalah, mchezo wa mashimo sita wa kupanda na kula mbegu
footer = Bure, bila akaunti na bila ufuatiliaji. Michezo dhidi ya kompyuta, kwenye skrini moja au kupitia kiungo hubaki kwenye kivinjari chako; mchezo wa mtandaoni hutuma kanuni za chumba na hatua zako kwa seva ya vyumba, inayozihifadhi (tazama Msaada).

## Upau wa zana.

toolbar-label = Mchezo
new-game-button = Mchezo mpya
undo-button = Tendua
redo-button = Rudia
hint-button = Kidokezo
skip-button = Ruka
full-screen-button = Skrini nzima
send-move-button = Tuma hatua yako
swap-button = Badilisha pande
settings-button = Mipangilio
loading-settings = Inapakia mipangilio…

## Urambazaji kati ya njia za mchezo.

modes-label = Njia
nav-play = Cheza
nav-puzzles = Mafumbo
nav-learn = Jifunze
nav-analysis = Ubao wa uchambuzi
nav-analysis-short = Uchambuzi
nav-online = Cheza mtandaoni
nav-online-short = mtandaoni
loading-puzzles = Inapakia mafumbo…
loading-lessons = Inapakia masomo…
loading-analysis-board = Inapakia ubao wa uchambuzi…
loading-online = Inapakia mchezo wa mtandaoni…
not-loaded = Sehemu hii ya ukurasa haikuweza kupakiwa. Mchezo unaendelea; pakia ukurasa upya ili ujaribu tena.
learn-offer-start = Mgeni katika mancala?
learn-offer-link = Jifunze kucheza kwa masomo manane mafupi
learn-offer-end = .

## Majina ya mipangilio.

opponent-label = Mpinzani
difficulty-label = Ugumu
who-opens-label = Nani anaanza
turn-clock-label = Saa ya zamu
seeds-per-pit-label = Mbegu kwa kila shimo
house-rules-label = Kanuni za hiari
sweep-label = Mbegu zinazobaki safu moja ikiisha
speed-label = Kasi
motion-label = Mwendo
colours-label = Rangi
sound-label = Sauti (M)
done-button = Tayari

## Chaguo za mipangilio.

opponent-computer = Kompyuta
opponent-human = Wachezaji wawili
level-easy = Rahisi
level-medium = Wastani
level-hard = Ngumu
level-expert = Mtaalamu
level-numbered = Kiwango { $number }
level-named-with-number = { $level } (kiwango { $number })
side-first = Wewe (Mchezaji 1)
side-second = Kompyuta (Mchezaji 2)
side-alternate = Kwa zamu
speed-slow = Polepole
speed-normal = Kawaida
speed-fast = Haraka
speed-instant = Papo hapo
clock-off = Imezimwa
clock-minutes = { $count ->
    [one] dakika { $count }
   *[other] dakika { $count }
}
follow-system = Fuata mfumo
motion-reduced = Iliyopunguzwa: hatua zinatua mara moja
motion-full = Uhuishaji kamili
theme-light = Mwanga
theme-dark = Giza
theme-contrast = Utofautishaji wa juu
sound-off = Imezimwa
sound-on = Imewashwa
sweep-own-row = Zinaenda kwa mwenye safu
sweep-to-runner = Zinaenda kwa aliyeishiwa
sweep-discard = Hazihesabiwi kwa yeyote
rule-empty-capture = Mbegu ya mwisho katika shimo lako tupu inaingia ghalani hata shimo la mkabala likiwa tupu
rule-one-extra-turn = Zamu moja tu ya ziada mfululizo
rule-both-stores = Panda katika maghala yote mawili
rule-skip-origin = Mzunguko wa ubao unaruka shimo ulipoanzia
rule-pie = Baada ya zamu ya kwanza, mchezaji wa pili anaweza kubadilisha pande

## Matangazo kando ya mchezo.

storage-trouble = Kivinjari hiki hakiruhusu ukurasa kuhifadhi chochote (hifadhi imezimwa au imejaa), kwa hivyo mipangilio na takwimu zako zitadumu tu hadi utakapoondoka kwenye ukurasa.
store-missing = Sehemu ya ukurasa inayosoma na kuhifadhi mipangilio, takwimu na mchezo wako haikupakiwa. Kilichohifadhiwa awali kinaachwa kama kilivyo, lakini ziara hii huenda isihifadhiwe: pakia ukurasa upya ili ujaribu tena.
no-worker = Kivinjari chako hakikuanzisha kazi ya chinichini, kwa hivyo kompyuta inafikiri kwenye ukurasa wenyewe, kwa bajeti ndogo (si zaidi ya Wastani).
link-unread = Sehemu ya ukurasa inayosoma viungo haikupakiwa, kwa hivyo kiungo hiki hakikufunguliwa na mchezo mpya unaanza badala yake. Anwani bado ina kiungo: pakia ukurasa upya ili ujaribu tena.
settings-unreadable = Mipangilio yako iliyohifadhiwa haikuweza kutumika kwa sababu { $why }, kwa hivyo mipangilio ya msingi inatumika. Itahifadhiwa tena utakapobadilisha mpangilio.
stats-unreadable = Takwimu zako zilizohifadhiwa hazikuweza kusomwa kwa sababu { $why }. Zinaachwa kama zilivyo kwa sasa: ziara hii inahesabu upya, na itaziandika juu tu mchezo utakapohesabiwa.
game-unresumable = Mchezo wako uliohifadhiwa haukuweza kuendelezwa kwa sababu { $why }, kwa hivyo mchezo mpya unaanza.
lessons-unreadable = Rekodi ya masomo uliyomaliza haikuweza kusomwa kwa sababu { $why }. Inaachwa kama ilivyo hadi utakapomaliza somo, jambo linaloanzisha rekodi mpya.
puzzles-unreadable = Alama yako ya mafumbo na mafumbo yako hayakuweza kusomwa kwa sababu { $why }. Yanaachwa kama yalivyo hadi utakapojaribu fumbo, jambo linaloanzisha rekodi mpya.
seats-unreadable = Viti ulivyo navyo katika vyumba vya moja kwa moja havikuweza kusomwa kwa sababu { $why }. Vinaachwa kama vilivyo hadi utakapochukua kiti, jambo linaloanzisha rekodi mpya.
fork-older = Kiungo hiki ni cha zamani kuliko mchezo ulio kwenye kifaa hiki: kinaishia baada ya hatua { $same }, na wako unaendelea hadi hatua { $kept }. Mchezo wa kiungo unaonyeshwa, na unahifadhiwa hapa kuanzia sasa; ili urudi kwenye ule wa kifaa hiki, fungua ?{ $link }
fork-differs = Mchezo wa kiungo hiki unatengana na ule ulio kwenye kifaa hiki baada ya hatua { $same }: hatua { $next } ilikuwa { $kept } huko, na { $linked } kwenye kiungo. Mchezo wa kiungo unaonyeshwa, na unahifadhiwa hapa kuanzia sasa; ili urudi kwenye ule wa kifaa hiki, fungua ?{ $link }
fork-pit = shimo { $pit }
fork-swap = kubadilisha pande
move-not-copied = Kivinjari chako hakikunakili, kwa hivyo hiki ndicho kiungo cha kumtumia { $name }: { $link }
link-not-copied = Kivinjari chako hakikunakili, kwa hivyo hiki ndicho kiungo cha mchezo huu: { $link }
text-not-copied = Kivinjari chako hakikunakili, kwa hivyo huu ndio mchezo kama maandishi (unasomeka tena kama ulivyo, kwenye mstari mmoja): { $text }
invalid-settings = Mipangilio hiyo si halali; hakuna kilichobadilishwa.

## Kwa nini kilichohifadhiwa hakikuweza kusomwa: sentensi baada ya "kwa sababu".

corrupt-reason = maandishi yaliyohifadhiwa yameharibika
shape-reason = hayako katika muundo ambao ukurasa huu huhifadhi
version-reason = yalihifadhiwa na toleo jipya zaidi la ukurasa huu
absurd-reason = namba zake haziwezi kuwa sahihi

## Sehemu za kiungo ambazo hazikutumika.

ignored = Sehemu ya kiungo hiki haikueleweka, kwa hivyo mipangilio hiyo imebaki na thamani zake za msingi: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = “{ $key }” si mpangilio
ignored-bad-value = “{ $value }” si thamani ya { $key }
ignored-repeated = { $key } imetolewa zaidi ya mara moja
ignored-more = { $count } zaidi
