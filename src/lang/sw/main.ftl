### Kiswahili. Jina la mchezo ni Kalah katika lugha zote. Istilahi: tazama glossary.md
### (shimo, ghala, mbegu, kupanda, kula, zamu ya ziada, kubadilisha pande). Mchezaji
### anaambiwa "wewe". Kiambishi cha kitenzi hufuata nani: kompyuta (i-), mtu (a-).

-language-name = Kiswahili
-language-direction = ltr

## Wachezaji, kama sentensi inavyowataja.

player-you = Wewe
player-computer = Kompyuta
player-one = Mchezaji 1
player-two = Mchezaji 2

## Mashimo ni ya nani.

owner-you = Upande wako
owner-computer = Upande wa kompyuta
owner-player-one = Upande wa Mchezaji 1
owner-player-two = Upande wa Mchezaji 2

## Idadi.

seeds = { $count ->
    [one] mbegu { $count }
   *[other] mbegu { $count }
}

moves = { $count ->
    [one] hatua { $count }
   *[other] hatua { $count }
}

## Hatua ilileta nini.

sowed = { $who ->
    [you] Umepanda mbegu za shimo { $pit }.
    [computer] Kompyuta imepanda mbegu za shimo { $pit }.
    [one] Mchezaji 1 amepanda mbegu za shimo { $pit }.
    [two] Mchezaji 2 amepanda mbegu za shimo { $pit }.
    [friend] Rafiki yako amepanda mbegu za shimo { $pit }.
    [opponent] Mpinzani wako amepanda mbegu za shimo { $pit }.
   *[them] { $name } amepanda mbegu za shimo { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Umepanda mbegu za shimo { $pit }: unapata zamu ya ziada.
    [computer] Kompyuta imepanda mbegu za shimo { $pit }: inapata zamu ya ziada.
    [one] Mchezaji 1 amepanda mbegu za shimo { $pit }: anapata zamu ya ziada.
    [two] Mchezaji 2 amepanda mbegu za shimo { $pit }: anapata zamu ya ziada.
    [friend] Rafiki yako amepanda mbegu za shimo { $pit }: anapata zamu ya ziada.
    [opponent] Mpinzani wako amepanda mbegu za shimo { $pit }: anapata zamu ya ziada.
   *[them] { $name } amepanda mbegu za shimo { $pit }: anapata zamu ya ziada.
}

sowed-captured = { $who ->
    [you] Umepanda mbegu za shimo { $pit } na umekula { seeds }.
    [computer] Kompyuta imepanda mbegu za shimo { $pit } na imekula { seeds }.
    [one] Mchezaji 1 amepanda mbegu za shimo { $pit } na amekula { seeds }.
    [two] Mchezaji 2 amepanda mbegu za shimo { $pit } na amekula { seeds }.
    [friend] Rafiki yako amepanda mbegu za shimo { $pit } na amekula { seeds }.
    [opponent] Mpinzani wako amepanda mbegu za shimo { $pit } na amekula { seeds }.
   *[them] { $name } amepanda mbegu za shimo { $pit } na amekula { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Umepanda mbegu za shimo { $pit } na umekula { seeds }: unapata zamu ya ziada.
    [computer] Kompyuta imepanda mbegu za shimo { $pit } na imekula { seeds }: inapata zamu ya ziada.
    [one] Mchezaji 1 amepanda mbegu za shimo { $pit } na amekula { seeds }: anapata zamu ya ziada.
    [two] Mchezaji 2 amepanda mbegu za shimo { $pit } na amekula { seeds }: anapata zamu ya ziada.
    [friend] Rafiki yako amepanda mbegu za shimo { $pit } na amekula { seeds }: anapata zamu ya ziada.
    [opponent] Mpinzani wako amepanda mbegu za shimo { $pit } na amekula { seeds }: anapata zamu ya ziada.
   *[them] { $name } amepanda mbegu za shimo { $pit } na amekula { seeds }: anapata zamu ya ziada.
}

swapped = { $who ->
    [you] Umebadilisha pande.
    [computer] Kompyuta imebadilisha pande.
    [one] Mchezaji 1 amebadilisha pande.
    [two] Mchezaji 2 amebadilisha pande.
    [friend] Rafiki yako amebadilisha pande.
    [opponent] Mpinzani wako amebadilisha pande.
   *[them] { $name } amebadilisha pande.
}

## Zamu ni ya nani, na mchezo ulivyoisha.

to-move = { $who ->
    [you] Zamu yako.
    [computer] Zamu ya kompyuta.
    [one] Zamu ya Mchezaji 1.
    [two] Zamu ya Mchezaji 2.
    [friend] Zamu ya rafiki yako.
    [opponent] Zamu ya mpinzani wako.
   *[them] Zamu ya { $name }.
}

to-move-or-swap = { $who ->
    [you] Zamu yako: panda mbegu, au badilisha pande.
    [computer] Zamu ya kompyuta: kupanda mbegu, au kubadilisha pande.
    [one] Zamu ya Mchezaji 1: kupanda mbegu, au kubadilisha pande.
    [two] Zamu ya Mchezaji 2: kupanda mbegu, au kubadilisha pande.
    [friend] Zamu ya rafiki yako: kupanda mbegu, au kubadilisha pande.
    [opponent] Zamu ya mpinzani wako: kupanda mbegu, au kubadilisha pande.
   *[them] Zamu ya { $name }: kupanda mbegu, au kubadilisha pande.
}

game-over = Mchezo umekwisha. { $result }

draw = Sare: kila mmoja ana { seeds }.

won = { $who ->
    [you] Umeshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
    [computer] Kompyuta imeshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
    [one] Mchezaji 1 ameshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
    [two] Mchezaji 2 ameshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
    [friend] Rafiki yako ameshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
    [opponent] Mpinzani wako ameshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
   *[them] { $name } ameshinda kwa tofauti ya { seeds }, { $high } kwa { $low }.
}

## Kupanda shimo kungeleta nini, kabla ya kulipanda.

lands-in-your-store = Shimo { $pit }: mbegu ya mwisho inaangukia ghala lako, { $effect ->
    [extra-turn] na unapata zamu ya ziada
    [capture] na unakula mbegu { $count }
    [ends-game] na mchezo unaisha
   *[nothing] bila kula wala zamu ya ziada
}.

lands-in-other-store = Shimo { $pit }: mbegu ya mwisho inaangukia ghala lingine, { $effect ->
    [extra-turn] na unapata zamu ya ziada
    [capture] na unakula mbegu { $count }
    [ends-game] na mchezo unaisha
   *[nothing] bila kula wala zamu ya ziada
}.

lands-in-your-pit = Shimo { $pit }: mbegu ya mwisho inaangukia shimo { $landing } upande wako, { $effect ->
    [extra-turn] na unapata zamu ya ziada
    [capture] na unakula mbegu { $count }
    [ends-game] na mchezo unaisha
   *[nothing] bila kula wala zamu ya ziada
}.

lands-in-their-pit = Shimo { $pit }: mbegu ya mwisho inaangukia shimo { $landing } upande wa pili, { $effect ->
    [extra-turn] na unapata zamu ya ziada
    [capture] na unakula mbegu { $count }
    [ends-game] na mchezo unaisha
   *[nothing] bila kula wala zamu ya ziada
}.

## Sababu hatua imekataliwa (vishazi vinavyowekwa ndani ya sentensi nyingine).

not-your-turn-reason = si zamu yako
stale-answer-reason = jibu hilo lilikuwa la nafasi ya awali
no-such-pit-reason = hakuna shimo { $pit }; kila upande una mashimo { $pits }
empty-pit-reason = shimo { $pit } ni tupu
game-is-over-reason = mchezo umekwisha
move-limit-reason = mchezo umefikia kikomo cha idadi ya hatua
swap-not-offered-reason = kubadilisha pande kunaruhusiwa tu chini ya kanuni ya kubadilishana (pie rule), kwa mchezaji wa pili, baada ya zamu ya kwanza ya mchezaji wa kwanza kumalizika

## Mstari wa hali: kilichotokea sasa hivi, kisha zamu ni ya nani.

new-game = Mchezo mpya. { $status }
game-resumed = Mchezo unaendelea. { $turn }
from-analysis-board = Mchezo kutoka nafasi ya ubao wa uchambuzi; hauhesabiwi katika takwimu. { $status }
from-link = Mchezo kutoka kiungo, baada ya { moves }. { $turn }
from-online = Mchezo wa mtandaoni ({ moves }) uko hapa kwa ajili ya orodha yake ya hatua na uchambuzi. { $turn }
seated-by-link = Wewe ni { $name }, unacheza kupitia kiungo. { $turn }
send-your-move = { $status } Mtumie { $name } hatua yako kwa kubofya “Tuma hatua yako”.
no-move-found = Kompyuta haikupata hatua; tafadhali anza mchezo mpya.
stats-reset = Takwimu zimewekwa upya.
move-taken-back = Hatua imerudishwa. { $turn }
move-played-again = Hatua imechezwa tena. { $turn }
analysing = Inachambua mchezo…
analysis-stopped = Uchambuzi umesimamishwa.
analysis-done = Uchambuzi umekamilika: grafu inaonyesha jinsi mchezo ulivyokwenda.
move-copied = Hatua yako imenakiliwa kama kiungo: mtumie { $name } (kwa ujumbe, kwa mfano). Jibu lake litarudi kwa njia hiyo hiyo.
link-copied = Kiungo cha mchezo huu kimenakiliwa: yeyote atakayekifungua ataona mchezo ulivyo sasa.
sound-on-by-key = Sauti imewashwa (M inaizima).
sound-off-by-key = Sauti imezimwa (M inaiwasha).
text-copied = Mchezo umenakiliwa kama maandishi: ubandike kwenye “Fungua mchezo” chini ya orodha ya hatua, hapa au kwenye kifaa kingine, ili kuuona tena.
looking-for-hint = Inatafuta hatua bora zaidi…
no-hint = Hakuna kidokezo: hakuna hatua ya kucheza.
hint = Kidokezo: { $hint }
replay-refused = Haya ni marudio: rudi kwenye mchezo ili ucheze.
other-device = Si zamu yako: mchezaji mwingine anacheza kwenye kifaa chake.
pit-is-empty = Shimo { $pit } ni tupu: chagua shimo lenye mbegu.
not-your-turn = Si zamu yako.
cannot-sow = Shimo { $pit } haliwezi kupandwa: { $reason }.
cannot-swap = Pande haziwezi kubadilishwa: { $reason }.

time-running-out = { $who ->
    [you] Zamu yako
    [computer] Zamu ya kompyuta
    [one] Zamu ya Mchezaji 1
    [two] Zamu ya Mchezaji 2
    [friend] Zamu ya rafiki yako
    [opponent] Zamu ya mpinzani wako
   *[them] Zamu ya { $name }
}: { $seconds ->
    [one] imebaki sekunde { $seconds }.
   *[other] zimebaki sekunde { $seconds }.
}

timed-out = { $who ->
    [you] Muda wako umekwisha: shimo la nasibu limepandwa kwa niaba yako. { $said }
    [computer] Muda wa kompyuta umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
    [one] Muda wa Mchezaji 1 umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
    [two] Muda wa Mchezaji 2 umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
    [friend] Muda wa rafiki yako umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
    [opponent] Muda wa mpinzani wako umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
   *[them] Muda wa { $name } umekwisha: shimo la nasibu limepandwa kwa niaba yake. { $said }
}

words-missing = Lugha ya { $language } haikuweza kupakiwa. Ichague tena kwenye Mipangilio ili ujaribu tena.

language-label = Lugha

page-title = Mancala: cheza Kalah kwenye kivinjari chako
page-description = Cheza Kalah (mancala) bure kwenye kivinjari chako: kompyuta hodari ya kushindana nayo yenye viwango vinane, au wachezaji wawili kwenye skrini moja. Inachezeka kwa kibodi na kwa kisoma skrini.
