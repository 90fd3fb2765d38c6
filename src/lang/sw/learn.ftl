### Fremu ya masomo: orodha yake, kichwa, lengo na vitufe vya hatua, na kile ukurasa unasema
### kuhusu kila jaribio. Maandishi ya masomo yenyewe yako katika lessons.ftl.

## Orodha ya masomo.

learn-title = Jifunze kucheza
learn-intro = Masomo manane mafupi, kila moja na mbao chache zenye lengo moja kwa zamu yako. Unacheza safu ya chini na unaanza; upande mwingine hauchezi kamwe ndani ya somo. Umemaliza { $done } kati ya { $count }.
lesson-entry = { $number }. { $title }
lesson-done = Limekamilika
lesson-not-done = Halijakamilika

## Hatua ya somo.

lesson-heading = Somo { $number } kati ya { $count }: { $title }
step-of = Hatua { $number } kati ya { $count }
goal-label = Lengo:
back-to-game = Rudi kwenye mchezo
set-board-back = Rudisha ubao
next-step = Hatua inayofuata
next-lesson = Somo linalofuata
back-to-lessons = Rudi kwenye masomo
all-lessons = Masomo yote

## Kile ukurasa unasema kuhusu jaribio la mwisho.

try-fresh = Chagua moja ya mashimo yako ili kupanda: libofye, au tumia vitufe vya mishale na Enter, au andika namba yake.
try-extra-turn = Zamu ya ziada: mbegu yako ya mwisho imeangukia ghala lako. Cheza tena.
try-extra-turn-again = Zamu ya ziada ya { $count }: mbegu yako ya mwisho imeangukia ghala lako tena. Cheza tena.
try-wrong = Bado. { $missed } Ubao umerudishwa: jaribu tena.
try-right = Sawa! { $why }
try-right-last = Sawa! { $why } Huu ndio mwisho wa somo hili.

## Nafasi za ubao.

lesson-last-cell = { $last ->
    [your-pit] shimo lako { $pit }
    [their-pit] shimo { $pit } la mpinzani wako
    [your-store] ghala lako
   *[their-store] ghala la mpinzani wako
}
lesson-target-cell = { $target ->
    [your-pit] shimo lako { $goal }
    [their-pit] shimo { $goal } la mpinzani wako
    [your-store] ghala lako
   *[their-store] ghala la mpinzani wako
}
lesson-cells = { $cells ->
    [one] nafasi { $cells }
   *[other] nafasi { $cells }
}

## Jinsi jaribio lilivyokosa lengo lake.

missed-cell = Mbegu yako ya mwisho imeangukia { lesson-last-cell }, { $off ->
    [short] { lesson-cells } kabla ya { lesson-target-cell }
    [past] { lesson-cells } baada ya { lesson-target-cell }
   *[apart] si { lesson-target-cell }
}.
missed-store = Mbegu yako ya mwisho imeangukia { lesson-last-cell }, { $off ->
    [short] { lesson-cells } kabla ya ghala lako
    [past] { lesson-cells } baada ya ghala lako
   *[apart] si ghala lako
}, kwa hiyo zamu yako imeisha.
missed-store-after = Mbegu yako ya mwisho imeangukia { lesson-last-cell }, { $off ->
    [short] { lesson-cells } kabla ya ghala lako
    [past] { lesson-cells } baada ya ghala lako
   *[apart] si ghala lako
}, kwa hiyo zamu yako imeisha baada ya { $extra ->
    [one] zamu { $extra } ya ziada
   *[other] zamu { $extra } za ziada
}.
took-too-few = Umekula { $took ->
    [one] mbegu { $took }
   *[other] mbegu { $took }
}, lakini { $wanted } au zaidi zinaweza kupatikana zamu hii.
no-capture-not-yours = Mbegu yako ya mwisho imeangukia { lesson-last-cell }; ili kula, lazima iangukie shimo lako tupu.
no-capture-not-empty = Mbegu yako ya mwisho imeangukia shimo lako { $pit }, ambalo halikuwa tupu, kwa hiyo hukula chochote.
no-capture-nothing-facing = Mbegu yako ya mwisho imeangukia shimo lako tupu { $pit }, lakini shimo lililo mkabala nalo lilikuwa tupu: hapakuwa na cha kuchukua.
banked-nothing = Hakuna kilichoingia ghalani mwako zamu hii; { $wanted } au zaidi zinaweza.
banked-too-few = Ghala lako limepata { $gained ->
    [one] mbegu { $gained }
   *[other] mbegu { $gained }
} zamu hii; { $wanted } au zaidi zinaweza kuingia.
store-short = Ghala lako lina { $store } mwishoni mwa zamu yako, pungufu ya { $wanted } kwa { $short }.
not-won = Hilo linamaliza mchezo, lakini ni { $yours } kwa { $theirs }: { $result ->
    [draw] sare.
   *[lost] mpinzani wako ameshinda.
}
game-goes-on = Mchezo unaendelea: mbegu yako ya mwisho imeangukia { lesson-last-cell } na safu zote mbili bado zina mbegu.

## Kwa nini shimo halikupandwa.

lesson-pit-empty = Shimo lako { $pit } ni tupu: chagua shimo lenye mbegu.
lesson-cannot-play = Hatua hiyo haiwezi kuchezwa: { $reason }.
