### Kucheza mtandaoni: chumba, foleni, na makataa ya seva.

## Wachezaji wa chumba.

player-friend = Rafiki yako
player-opponent = Mpinzani wako
owner-friend = Upande wa rafiki yako
owner-opponent = Upande wa mpinzani wako

## Kichwa na vitufe.

play-online = Cheza mtandaoni
online-back-to-game = Rudi kwenye mchezo
online-turn-clock = Muda wa zamu
alternate-opener = Pokezaneni kuanza baada ya marudiano
make-room = Unda chumba
making-room = Inaunda chumba…
play-someone-now = Cheza na mtu sasa
back-to-room = Rudi chumbani
try-again = Jaribu tena
back = Rudi
stop-waiting = Acha kusubiri
play-here = Cheza hapa
swap-sides = Badilisha pande
resign = Jisalimishe
rematch = Marudiano
open-in-analysis = Fungua kwenye orodha ya hatua na uchambuzi
stop-watching = Acha kutazama
leave-room = Toka chumbani

## Viungo vya chumba.

invite-link = Kiungo cha mwaliko
watch-link = Kiungo cha kutazama
copy-invite = Nakili mwaliko
copy-watch-link = Nakili kiungo cha kutazama
share-invite = Shiriki mwaliko
share-watch-link = Shiriki kiungo cha kutazama
invite-title = Cheza Kalah nami
watch-title = Tazama mchezo wa Kalah

## Muda wa zamu.

clock-none = Bila saa
clock-seconds = Sekunde { $seconds } kwa zamu
online-clock-minutes = { $minutes ->
    [one] Dakika { $minutes } kwa zamu
   *[other] Dakika { $minutes } kwa zamu
}

clock-none-in-sentence = bila saa
clock-seconds-in-sentence = sekunde { $seconds } kwa zamu
clock-minutes-in-sentence = { $minutes ->
    [one] dakika { $minutes } kwa zamu
   *[other] dakika { $minutes } kwa zamu
}

## Mchezo unaochezwa na chumba.

settings-standard = { seeds } kwa kila shimo, kanuni za kawaida
settings-with = { seeds } kwa kila shimo, pamoja na { $rules }
rules-and = { $first } na { $rest }
online-rule-empty-capture = kula kwenye shimo tupu
online-rule-one-extra-turn = zamu moja tu ya ziada mfululizo
online-rule-both-stores = kupanda kwenye maghala yote mawili
online-rule-skip-origin = kuruka shimo la kuanzia
online-rule-pie = kanuni ya kubadilishana

## Kuunda chumba, au kumsubiri mtu.

lobby-intro = Chumba hucheza kwa mipangilio ya mchezo: { $settings }. Ibadilishe kwanza kwenye menyu ukipenda. Atakayefungua kiungo chako cha mwaliko atacheza nawe, na wewe utaanza; au cheza sasa na yeyote anayesubiri mipangilio na saa ileile (kisha mnapokezana kuanza).
seeds-for-a-room = Mashimo ya chumba huanza na mbegu 3 hadi 6.
waiting-for-someone = Unasubiri mtu wa kucheza naye: { $settings }, { $clock }.
queue-crowd = Kwa sasa { $others ->
    [0] hakuna mwingine anayesubiri vivyo hivyo
    [one] mchezaji { $others } mwingine anasubiri vivyo hivyo
   *[other] wachezaji { $others } wengine wanasubiri vivyo hivyo
}, na { $games ->
    [one] mchezo { $games } unaendelea
   *[other] michezo { $games } inaendelea
}.

## Muunganisho na seva.

connecting-to-room = Inaunganisha na chumba…
connecting = Inaunganisha…
connection-lost = Hakuna muunganisho na seva ya vyumba kwa sasa. Inajaribu tena…
no-server = Hakuna seva ya vyumba inayojibu kwenye anwani hii, kwa hiyo michezo ya moja kwa moja haiwezi kuchezwa kutoka hapa. Kila kitu kingine kwenye ukurasa kinafanya kazi kama awali.
seat-taken-elsewhere = Mchezo huu sasa umefunguliwa kwenye kichupo kingine au kifaa kingine, kinachoshika kiti chako, kwa hiyo ukurasa huu umekiachia. Chagua Cheza hapa ili ucheze kwenye ukurasa huu badala yake.
queue-server-full = Seva imejaa kwa sasa na haikuweza kuanzisha mchezo, kwa hiyo husubiri tena. Jaribu tena baada ya muda mfupi.
left-game = Umeacha mchezo ambao bado unaendelea. Unaendelea bila wewe: ukikosekana kwa dakika moja ya zamu zako mwenyewe, unashindwa. Rudi chumbani ili uendelee kucheza, au jisalimishe huko ili uumalize sasa.
server-unreadable = Seva ya vyumba ilituma kitu ambacho ukurasa huu haukuweza kusoma, kwa hiyo hakuna kilichobadilika.
server-undecodable = Seva ya vyumba ilituma kitu ambacho ukurasa huu haukuweza kusoma, kwa hiyo hakuna kilichobadilika. Ikiwa mchezo ulisasishwa tangu ukurasa huu ufunguliwe, pakia ukurasa upya.
clock-off-line = Saa ya zamu itaonekana tena seva ya vyumba ikijibu.
presence-off-line = Walio chumbani wataonekana tena seva ya vyumba ikijibu.

## Kwa nini seva haikuunda, kufungua wala kupanga foleni chochote.

not-made-foreign = Seva ya vyumba haikuunda chumba: vyumba huundwa kutoka ukurasa wa mchezo wenyewe.
not-made-too-long = Seva ya vyumba haikuunda chumba: ombi lilikuwa refu mno.
not-made-unreadable = Seva ya vyumba haikuunda chumba: haikuweza kusoma ombi. Kupakia ukurasa upya kunaweza kusaidia.
not-made-settings = Seva ya vyumba haikuunda chumba: chumba hakiwezi kuchezwa kwa mipangilio hii.
not-made-zero-secret = Seva ya vyumba haikuunda chumba: kivinjari hiki hakikutoa siri ya nasibu kwa kiti.
not-made-full = Seva ya vyumba haikuunda chumba: imejaa kwa sasa; michezo inayoendelea inaendelea. Jaribu tena baada ya dakika moja.
not-made-too-many = Seva ya vyumba haikuunda chumba: vyumba au miunganisho mingi mno imetoka kwenye anwani hii. Subiri dakika moja kisha ujaribu tena.
not-made-no-room = Seva ya vyumba haikuunda chumba: hakuna chumba kama hicho.
not-made-unavailable = Seva ya vyumba haikuunda chumba: haiwezi kuhifadhi vyumba kwa sasa. Jaribu tena baada ya dakika moja.

## Kwa nini seva ilikataa alichotuma ukurasa huu.

refused-unreadable = Seva haikuweza kusoma ujumbe huo.
refused-out-of-order = Ujumbe huo ulifika nje ya mpangilio.
refused-not-seated = Unatazama mchezo huu, hauuchezi.
refused-not-your-turn = Si zamu yako.
refused-no-opponent = Mpinzani wako bado hajafika.
refused-stale = Hatua hiyo tayari imechezwa.
refused-ahead = Hatua hiyo imetangulia mchezo.
refused-illegal = Hatua hiyo hairuhusiwi hapa.
refused-over = Mchezo umekwisha.
refused-not-over = Mchezo bado unaendelea.
refused-unknown-seat = Kiti cha ukurasa huu si mojawapo ya viti vya chumba hiki.
refused-full = Viti vyote viwili vimechukuliwa, kwa hiyo unatazama.
refused-wrong-invite = Mwaliko huu si wa chumba hiki, kwa hiyo unatazama. Omba kiungo tena.
refused-busy = Seva ina shughuli nyingi. Jaribu tena baada ya muda mfupi.
refused-replaced = Mchezo huu sasa umefunguliwa kwenye kichupo kingine au kifaa kingine.

## Matokeo ya kupitisha kiungo.

invite-copied = Kiungo cha mwaliko kimenakiliwa: mtumie rafiki yako. Kinampa mtu mmoja kiti, mara moja.
watch-link-copied = Kiungo cha kutazama kimenakiliwa: atakayekifungua anafuatilia mchezo, bila kiti.
online-link-not-copied = Kiungo hakikuweza kunakiliwa: kichague na ukinakili mwenyewe.
invite-shared = Kiungo cha mwaliko kimeshirikiwa. Kinampa mtu mmoja kiti, mara moja.
watch-link-shared = Kiungo cha kutazama kimeshirikiwa.
link-not-shared = Kiungo hakikuweza kushirikiwa: kinakili badala yake.

## Mstari wa hali wa chumba.

entering-room = Inaingia chumbani…
paired = Umepata mpinzani: inaingia chumbani…

turn-warning = { $who ->
    [you] Zamu yako: zimebaki sekunde { $seconds }.
    [one] Zamu ya Mchezaji 1: zimebaki sekunde { $seconds }.
    [two] Zamu ya Mchezaji 2: zimebaki sekunde { $seconds }.
    [friend] Zamu ya rafiki yako: zimebaki sekunde { $seconds }.
    [opponent] Zamu ya mpinzani wako: zimebaki sekunde { $seconds }.
   *[them] Zamu ya { $name }: zimebaki sekunde { $seconds }.
}

new-game-swapped = { $who ->
    [you] Mchezo mpya, viti vimebadilishwa: wewe unaanza. { $turn }
    [one] Mchezo mpya, viti vimebadilishwa: Mchezaji 1 anaanza. { $turn }
    [two] Mchezo mpya, viti vimebadilishwa: Mchezaji 2 anaanza. { $turn }
    [friend] Mchezo mpya, viti vimebadilishwa: rafiki yako anaanza. { $turn }
    [opponent] Mchezo mpya, viti vimebadilishwa: mpinzani wako anaanza. { $turn }
   *[them] Mchezo mpya, viti vimebadilishwa: { $name } anaanza. { $turn }
}

new-game-same-opener = { $who ->
    [you] Mchezo mpya: wewe unaanza tena. { $turn }
    [one] Mchezo mpya: Mchezaji 1 anaanza tena. { $turn }
    [two] Mchezo mpya: Mchezaji 2 anaanza tena. { $turn }
    [friend] Mchezo mpya: rafiki yako anaanza tena. { $turn }
    [opponent] Mchezo mpya: mpinzani wako anaanza tena. { $turn }
   *[them] Mchezo mpya: { $name } anaanza tena. { $turn }
}

rematch-offered-by-you = Umetoa ombi la marudiano; unamsubiri rafiki yako.

rematch-offered = { $who ->
    [you] Unaomba marudiano: chagua Marudiano ili ukubali.
    [one] Mchezaji 1 anaomba marudiano: chagua Marudiano ili ukubali.
    [two] Mchezaji 2 anaomba marudiano: chagua Marudiano ili ukubali.
    [friend] Rafiki yako anaomba marudiano: chagua Marudiano ili ukubali.
    [opponent] Mpinzani wako anaomba marudiano: chagua Marudiano ili ukubali.
   *[them] { $name } anaomba marudiano: chagua Marudiano ili ukubali.
}

rematch-offered-watching = { $who ->
    [you] Unaomba marudiano.
    [one] Mchezaji 1 anaomba marudiano.
    [two] Mchezaji 2 anaomba marudiano.
    [friend] Rafiki yako anaomba marudiano.
    [opponent] Mpinzani wako anaomba marudiano.
   *[them] { $name } anaomba marudiano.
}

waiting-for-friend = Unamsubiri rafiki yako: mtumie kiungo cha mwaliko.
waiting-for-second-player = Inamsubiri mchezaji wa pili.

wins = { $who ->
    [you] Umeshinda.
    [one] Mchezaji 1 ameshinda.
    [two] Mchezaji 2 ameshinda.
    [friend] Rafiki yako ameshinda.
    [opponent] Mpinzani wako ameshinda.
   *[them] { $name } ameshinda.
}

resigned = { $who ->
    [you] Umejisalimisha. { $result }
    [one] Mchezaji 1 amejisalimisha. { $result }
    [two] Mchezaji 2 amejisalimisha. { $result }
    [friend] Rafiki yako amejisalimisha. { $result }
    [opponent] Mpinzani wako amejisalimisha. { $result }
   *[them] { $name } amejisalimisha. { $result }
}

abandoned = { $who ->
    [you] Ulikosekana kwa muda mrefu mno na umeshindwa. { $result }
    [one] Mchezaji 1 alikosekana kwa muda mrefu mno na ameshindwa. { $result }
    [two] Mchezaji 2 alikosekana kwa muda mrefu mno na ameshindwa. { $result }
    [friend] Rafiki yako alikosekana kwa muda mrefu mno na ameshindwa. { $result }
    [opponent] Mpinzani wako alikosekana kwa muda mrefu mno na ameshindwa. { $result }
   *[them] { $name } alikosekana kwa muda mrefu mno na ameshindwa. { $result }
}

## Walio chumbani, na saa ya zamu.

seat-free = { $who ->
    [you] Kiti chako kiko wazi.
    [one] Kiti cha Mchezaji 1 kiko wazi.
    [two] Kiti cha Mchezaji 2 kiko wazi.
    [friend] Kiti cha rafiki yako kiko wazi.
    [opponent] Kiti cha mpinzani wako kiko wazi.
   *[them] Kiti cha { $name } kiko wazi.
}

friend-not-come = Rafiki yako bado hajafika.

here = { $who ->
    [you] Uko hapa.
    [one] Mchezaji 1 yuko hapa.
    [two] Mchezaji 2 yuko hapa.
    [friend] Rafiki yako yuko hapa.
    [opponent] Mpinzani wako yuko hapa.
   *[them] { $name } yuko hapa.
}

away = { $who ->
    [you] Haupo.
    [one] Mchezaji 1 hayupo.
    [two] Mchezaji 2 hayupo.
    [friend] Rafiki yako hayupo.
    [opponent] Mpinzani wako hayupo.
   *[them] { $name } hayupo.
}

away-time-left = { $who ->
    [you] Haupo: umebaki na { $time } za zamu zako mwenyewe kurudi.
    [one] Mchezaji 1 hayupo: amebaki na { $time } za zamu zake mwenyewe kurudi.
    [two] Mchezaji 2 hayupo: amebaki na { $time } za zamu zake mwenyewe kurudi.
    [friend] Rafiki yako hayupo: amebaki na { $time } za zamu zake mwenyewe kurudi.
    [opponent] Mpinzani wako hayupo: amebaki na { $time } za zamu zake mwenyewe kurudi.
   *[them] { $name } hayupo: amebaki na { $time } za zamu zake mwenyewe kurudi.
}

watching = { $count ->
    [one] Mtu { $count } anatazama.
   *[other] Watu { $count } wanatazama.
}

clock-runs = { $who ->
    [you] Zamu yako: imebaki { $time }
    [one] Zamu ya Mchezaji 1: imebaki { $time }
    [two] Zamu ya Mchezaji 2: imebaki { $time }
    [friend] Zamu ya rafiki yako: imebaki { $time }
    [opponent] Zamu ya mpinzani wako: imebaki { $time }
   *[them] Zamu ya { $name }: imebaki { $time }
}

rows-seated = Safu yako ni ya chini; ya rafiki yako iko juu.
rows-watching = Unatazama. Safu ya chini ni ya Mchezaji { $bottom }, ya juu ni ya Mchezaji { $top }.
