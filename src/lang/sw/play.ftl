### Mchezo wenyewe: ubao unaposomwa kwa sauti, mstari ulio juu yake, maswali, mwisho wa mchezo,
### orodha ya hatua na kuirudia, takwimu, kidokezo na uchambuzi baada ya mchezo.

## Ubao, kama kisoma skrini kinavyotaja sehemu zake.

board-opponent = Mpinzani

pit-name = { $who ->
    [you] Shimo lako { $pit }, { seeds }
    [computer] Shimo { $pit } la kompyuta, { seeds }
    [one] Shimo { $pit } la Mchezaji 1, { seeds }
    [two] Shimo { $pit } la Mchezaji 2, { seeds }
    [friend] Shimo { $pit } la rafiki yako, { seeds }
    [opponent] Shimo { $pit } la mpinzani wako, { seeds }
   *[them] Shimo { $pit } la { $name }, { seeds }
}

pit-name-hinted = { $label }, kidokezo

store-name = { $who ->
    [you] Ghala lako, { seeds }
    [computer] Ghala la kompyuta, { seeds }
    [one] Ghala la Mchezaji 1, { seeds }
    [two] Ghala la Mchezaji 2, { seeds }
    [friend] Ghala la rafiki yako, { seeds }
    [opponent] Ghala la mpinzani wako, { seeds }
   *[them] Ghala la { $name }, { seeds }
}

row-name = { $who ->
    [you] Mashimo yako
    [computer] Mashimo ya kompyuta
    [one] Mashimo ya Mchezaji 1
    [two] Mashimo ya Mchezaji 2
    [friend] Mashimo ya rafiki yako
    [opponent] Mashimo ya mpinzani wako
   *[them] Mashimo ya { $name }
}

row-whose = { $who ->
    [you] safu yako
    [computer] safu ya kompyuta
    [one] safu ya Mchezaji 1
    [two] safu ya Mchezaji 2
    [friend] safu ya rafiki yako
    [opponent] safu ya mpinzani wako
   *[them] safu ya { $name }
}

board-rows = Ubao: { $top } iko juu, kuanzia shimo 6 hadi 1; { $bottom } iko chini, kuanzia shimo 1 hadi 6

## Juu na kando ya ubao.

board-heading = Ubao
playing-by-link = Mchezo kwa kiungo: wewe ni { $name }
two-players-one-screen = Wachezaji wawili, skrini moja
against-computer = Dhidi ya kompyuta: { $level }
computer-thinking = Kompyuta inafikiri…
notice-dismiss = Funga

## Maswali kabla mchezo haujatenda.

new-game-title = Uanze mchezo mpya?
new-game-text = Mchezo unaoendelea utaachwa.
new-game-yes = Anza mchezo mpya
confirm-keep-playing = Endelea kucheza
undo-title = Urudishe hatua?
undo-text = Mchezo ambao hatua imerudishwa hauhesabiwi katika takwimu zako.
undo-yes = Rudisha hatua
hint-title = Uonyeshe kidokezo?
hint-text = Mchezo ambao kidokezo kimeonyeshwa hauhesabiwi katika takwimu zako.
hint-yes = Onyesha kidokezo
reset-title = Ufute takwimu zako?
reset-text = Rekodi zote, za kila kiwango na kila seti ya kanuni, zitasahauliwa.
reset-statistics = Futa takwimu
reset-no = Zibaki

## Mwisho wa mchezo.

game-over-heading = Mchezo umekwisha
game-over-play-again = Cheza tena
final-score = { $south } { $southstore }, { $north } { $northstore }

## Orodha ya hatua na kuirudia.

moves-heading = Hatua
log-keys = Zamu ya ziada inaungana na hatua inayofuata: 3 6 | 2. Kwenye orodha, ← na → zinasogeza.
swap-move = Kubadilisha: { $sentence }
replay-bar = Marudio
replay-at-start = Marudio: mwanzo, kabla ya { moves }.
replay-after-move = Marudio: baada ya hatua ya { $ply } kati ya { $total }. { $what }
to-the-start = Mwanzoni
move-back = Hatua nyuma ([)
move-forward = Hatua mbele (])
replay-back-to-game = Rudi kwenye mchezo
copy-game-link = Nakili kiungo cha mchezo
copy-as-text = Nakili kama maandishi
analyse-from-here = Chambua kuanzia hapa
open-a-game = Fungua mchezo
paste-a-game = Bandika mchezo kama maandishi, au kiungo cha mchezo:
open-game-button = Fungua

## Takwimu.

stats-heading = Takwimu
stats-tally-against-computer = Ziara hii: wewe { $you }, kompyuta { $computer }, sare { $draws }; vidokezo vilivyotumika { $hints }.
stats-tally = Ziara hii: vidokezo vilivyotumika { $hints }.
stats-rating-none = Alama yako: bado haipo. Inakokotolewa kutoka michezo yako inayohesabiwa dhidi ya kompyuta, na inapendekeza kiwango kinachopaswa kukupa mchezo sawa.
stats-rating = { $games ->
    [one] Alama yako: karibu { $rating } (zaidi au pungufu { $deviation }), kutoka mchezo { $games } uliohesabiwa. { $level } kinapaswa kukupa mchezo sawa.
   *[other] Alama yako: karibu { $rating } (zaidi au pungufu { $deviation }), kutoka michezo { $games } iliyohesabiwa. { $level } kinapaswa kukupa mchezo sawa.
}
stats-note = Michezo iliyokamilika dhidi ya kompyuta inahesabiwa hapa, isipokuwa hatua ilirudishwa au kidokezo kilionyeshwa. Michezo yenye idadi nyingine ya mbegu au kanuni za hiari inawekwa kando, kila mmoja chini ya kichwa chake. Michezo dhidi ya watu mtandaoni inahesabiwa kando, mwishoni; michezo ya wachezaji wawili kwenye skrini moja hairekodiwi. Hakuna kinachotoka kwenye kivinjari hiki. Alama yako iko kwenye kipimo cha viwango (Rahisi 0, Ngumu karibu 1250), na inakokotolewa kutoka matokeo yako kwenye kila ubao.
online-none = Bado hakuna: mchezo wa mtandaoni uliochezwa hadi mwisho unahesabiwa hapa.
online-table = Jedwali la matokeo ya mtandaoni
online-caption = Matokeo dhidi ya watu mtandaoni
online-heading = Mtandaoni, dhidi ya watu
column-rules = Kanuni
column-difficulty = Kiwango
column-played = Iliyochezwa
column-won = Ushindi
column-lost = Kushindwa
column-drawn = Sare
column-win-rate = Kiwango cha ushindi
column-streak = Mfululizo
column-best-run = Mfululizo bora
column-fastest-win = Ushindi wa haraka zaidi
column-most-seeds = Mbegu nyingi zaidi
column-best-margin = Tofauti kubwa zaidi
win-rate = { $percent }%
duration-seconds = sekunde { $seconds }
duration-minutes = dakika { $minutes } sekunde { $seconds }
key-won = ushindi (U)
key-drawn = sare (S)
key-lost = kushindwa (K)
records-table = Jedwali la rekodi, { $rules }
records-caption = Rekodi, { $rules }
chart-title = Ushindi, sare na kushindwa kwa kila kiwango, { $rules }
chart-no-games = { $level }: hakuna michezo.
chart-games = { $level }: ushindi { $won }, sare { $drawn }, kushindwa { $lost }.
chart-count = U{ $won } S{ $drawn } K{ $lost }

## Kidokezo: hatua, au kubadilisha pande, inatarajiwa kuleta nini.

wins-exactly = { $what ->
    [swap] Kubadilisha pande kunashinda kwa tofauti ya { seeds } kamili.
   *[pit] Shimo { $pit } linashinda kwa tofauti ya { seeds } kamili.
}
draws-exactly = { $what ->
    [swap] Kubadilisha pande kunaishia sare, pande zote mbili zikicheza vizuri kabisa.
   *[pit] Shimo { $pit } linaishia sare, pande zote mbili zikicheza vizuri kabisa.
}
loses-exactly = { $what ->
    [swap] Kubadilisha pande kunashindwa kwa tofauti ya { seeds } kamili, pande zote mbili zikicheza vizuri kabisa.
   *[pit] Shimo { $pit } linashindwa kwa tofauti ya { seeds } kamili, pande zote mbili zikicheza vizuri kabisa.
}
should-win = { $what ->
    [swap] Kubadilisha pande: unatarajiwa kushinda kwa tofauti ya karibu { seeds }.
   *[pit] Shimo { $pit }: unatarajiwa kushinda kwa tofauti ya karibu { seeds }.
}
should-be-even = { $what ->
    [swap] Kubadilisha pande: inatarajiwa kuwa karibu sawa.
   *[pit] Shimo { $pit }: inatarajiwa kuwa karibu sawa.
}
should-lose = { $what ->
    [swap] Kubadilisha pande: unatarajiwa kushindwa kwa tofauti ya karibu { seeds }.
   *[pit] Shimo { $pit }: unatarajiwa kushindwa kwa tofauti ya karibu { seeds }.
}
opening-note = Hilo linahesabu kubadilisha pande ambako mpinzani wako anaweza kufanya zamu yako ikiisha.
swap-worth-same = Kubadilisha pande kuna thamani ileile.
swap-hands-over = Kubadilisha pande kungempa mpinzani wako faida hiyo.
every-move-value = Thamani ya kila hatua

## Uchambuzi baada ya mchezo.

analysis-heading = Uchambuzi
analysis-note = Kompyuta inatathmini kila hali ya mchezo kwa bajeti maalum. Grafu inaonyesha tofauti ya mwisho inayotarajia baada ya kila hatua, kwa mchezaji wa chini: juu ya mstari, yeye yuko mbele. Pete inaonyesha kosa.
analyse-game = Chambua mchezo
analysis-stop = Simamisha
graph-name = Grafu ya tofauti inayotarajiwa; ← na → zinapitia hatua
analysis-progress = Maendeleo ya uchambuzi
graph-ahead = { $who ->
    [you] Wewe uko mbele
    [computer] Kompyuta iko mbele
   *[them] { $name } yuko mbele
}
choice-pit = shimo { $pit }
choice-swap = kubadilisha pande
expect-ahead = { $who ->
    [you] unatarajiwa kumaliza mbele kwa { seeds }
    [computer] kompyuta inatarajiwa kumaliza mbele kwa { seeds }
   *[them] { $name } anatarajiwa kumaliza mbele kwa { seeds }
}
expect-even = inatarajiwa kuisha karibu sawa
point-sowed = { $who ->
    [you] Hatua { $number }, umepanda mbegu za shimo { $pit }: { $expected }.
    [computer] Hatua { $number }, kompyuta imepanda mbegu za shimo { $pit }: { $expected }.
   *[them] Hatua { $number }, { $name } amepanda mbegu za shimo { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] Hatua { $number }, umebadilisha pande: { $expected }.
    [computer] Hatua { $number }, kompyuta imebadilisha pande: { $expected }.
   *[them] Hatua { $number }, { $name } amebadilisha pande: { $expected }.
}
mistake-note = Kosa: chaguo bora lilikuwa { $better }, kwa { seeds } zaidi.
analysis-accuracy = { $who ->
    [you] Ulicheza hatua bora mara { $best } kati ya { $moves } ({ $percent }%).
    [computer] Kompyuta ilicheza hatua bora mara { $best } kati ya { $moves } ({ $percent }%).
   *[them] { $name } alicheza hatua bora mara { $best } kati ya { $moves } ({ $percent }%).
}
no-mistakes = Hakuna makosa ya { seeds } au zaidi.
mistake-item = hatua { $number } ({ $played }; chaguo bora lilikuwa { $better }, kwa { seeds } zaidi)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Kosa lako kubwa zaidi: { $list }.
        [computer] Kosa kubwa zaidi la kompyuta: { $list }.
       *[them] Kosa kubwa zaidi la { $name }: { $list }.
    }
   *[other] { $who ->
        [you] Makosa yako makubwa zaidi: { $list }.
        [computer] Makosa makubwa zaidi ya kompyuta: { $list }.
       *[them] Makosa makubwa zaidi ya { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] Hatua ya mabadiliko: hatua { $number } ({ $choice }). Tangu hapo ulibaki mbele.
    [computer] Hatua ya mabadiliko: hatua { $number } ({ $choice }). Tangu hapo kompyuta ilibaki mbele.
   *[them] Hatua ya mabadiliko: hatua { $number } ({ $choice }). Tangu hapo { $name } alibaki mbele.
}
biggest-swing = Mabadiliko makubwa zaidi: hatua { $number } ({ $choice }), kwa { seeds }.

rule-set-standard = Kalah ya kawaida ({ seeds } kwa kila shimo)
rule-set-seeds = { seeds } kwa kila shimo
rule-set-with-rules = { seeds } kwa kila shimo; kanuni za hiari: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = kula kwenye shimo tupu
rule-set-one-extra-turn = zamu moja tu ya ziada mfululizo
rule-set-both-stores = kupanda kwenye maghala yote mawili
rule-set-skip-origin = kuruka shimo la kuanzia
rule-set-pie = kanuni ya kubadilishana
rule-set-to-runner = mabaki kwa aliyeishiwa
rule-set-discard = mabaki hayahesabiwi kwa yeyote

search-solved = Kompyuta imeutatua mchezo huu hadi mwisho.
search-looked-ahead = Kompyuta iliangalia hatua { $depth } mbele ({ $positions }).
search-positions = { $count ->
    [one] nafasi { $count }
   *[other] nafasi { $count }
}
search-million-positions = nafasi milioni { $millions }
