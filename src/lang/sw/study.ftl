### Ubao wa uchambuzi: ubao wenyewe, kihariri kinachopanga nafasi, na uchambuzi.

## Ubao.

study-title-editing = Panga nafasi
study-title-analysing = Ubao wa uchambuzi
study-back-to-game = Rudi kwenye mchezo
study-board-label = Ubao: mashimo ya safu ya juu kuanzia 6 hadi 1, ya safu ya chini kuanzia 1 hadi 6

study-row = { $row ->
    [bottom] Safu ya chini
   *[top] Safu ya juu
}

study-row-initial = { $row ->
    [bottom] C
   *[top] J
}

study-cell-pit = { $row ->
    [bottom] Safu ya chini, shimo { $pit }
   *[top] Safu ya juu, shimo { $pit }
}

study-cell-store = { $row ->
    [bottom] Ghala la chini
   *[top] Ghala la juu
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Zamu ya safu ya chini.
   *[top] Zamu ya safu ya juu.
}

study-board-over = Mchezo umekwisha: { $winner ->
    [bottom] safu ya chini inashinda kwa { seeds }
    [top] safu ya juu inashinda kwa { seeds }
   *[draw] ni sare
} ({ $south } kwa { $north }; { $lead } kwa safu ya chini).

## Kwa nini kihariri kinakataa idadi.

study-no-such-cell = Hakuna kisanduku kama hicho.
study-count-below-zero = Idadi haiwezi kuwa chini ya 0: kisanduku kina mbegu 0 au zaidi.
study-count-blank = Andika idadi ya mbegu, 0 au zaidi.
study-count-not-a-number = “{ $typed }” si idadi kamili ya mbegu.
study-count-already-empty = { $cell } tayari ni tupu.
study-count-too-many = Hiyo ingefanya { $count ->
    [one] mbegu { $total }
   *[other] mbegu { $total }
} kwa jumla; ubao hubeba zisizozidi { $limit } (mbegu 6 zisizozidi katika kila moja ya mashimo 12, popote zilipo), kwa hiyo kisanduku hiki kinaweza kupokea zisizozidi { $most }.

## Kwa nini ubao si nafasi ya kuchunguza.

study-board-empty = Ubao ni mtupu: weka angalau mbegu moja kwenye shimo, au baadhi kwenye maghala kwa mchezo uliokwisha.
study-board-too-full = Ubao hubeba mbegu zisizozidi { $limit }; huu una { $count }.
study-not-a-position = Hii si nafasi: { $reason }.

study-off-start = Haifikiwi kutoka mwanzo wowote: ubao huu una { seeds }, na mchezo wa mbegu { $per-pit } kwa kila shimo una { $start }. Bado unaweza kuichunguza na kuichezea.

## Vidhibiti vya kihariri.

study-one-seed-fewer = Mbegu moja pungufu
study-one-seed-more = Mbegu moja zaidi
study-to-move = Zamu
study-seeds-per-pit = Mbegu kwa kila shimo mwanzoni
study-seeds-left = Mbegu zilizobaki safu ikiisha
study-quick-set-ups = Mipangilio ya haraka
study-start-position = Nafasi ya mwanzo
study-empty-board = Ubao mtupu
study-swap-sides = Badilisha pande
study-random-position = Nafasi ya nasibu
study-analyse = Chambua nafasi hii

## Uchambuzi.

study-solved = Imetatuliwa: kutoka mwanzo huu, kwa uchezaji bora wa pande zote mbili, { $result ->
    [wins] mchezaji wa kwanza anashinda kwa { seeds }
    [loses] mchezaji wa kwanza anashindwa kwa { seeds }
   *[draw] ni sare
} ({ $proof ->
    [published] imethibitishwa na kitatuzi cha mchezo huu wenyewe; sawa na thamani iliyochapishwa
   *[ours] imethibitishwa na kitatuzi cha mchezo huu wenyewe
}).

study-no-moves-to-rate = Mchezo umekwisha: hakuna hatua za kutathmini.
study-analysing = Inachambua…
study-stopped-before-first-step = Imesimamishwa kabla ya hatua ya kwanza ya uchambuzi.
study-progress-step = Awamu { $step } · nafasi { $count } · { $state }
study-progress-depth = Kina { $depth } · awamu { $step } · nafasi { $count } · { $state }
study-every-value-proved = kila thamani imethibitishwa
study-going-deeper = inaenda ndani zaidi…
study-stopped = imesimamishwa
study-as-deep-as-it-goes = kina chote ubao unachoruhusu
study-stop = Simamisha
study-go-on = Endelea
study-every-value = Thamani ya kila hatua
study-value-wins-exactly = inashinda kwa { seeds } hasa
study-value-draws = sare kwa uchezaji bora
study-value-loses-exactly = inashindwa kwa { seeds } hasa
study-value-wins-at-best = matokeo bora zaidi ni ushindi wa { seeds } (imethibitishwa)
study-value-draws-at-best = matokeo bora zaidi ni sare (imethibitishwa)
study-value-loses-at-best = matokeo bora zaidi ni kushindwa kwa { seeds } (imethibitishwa)
study-value-estimate = takriban { $value } kwenye kina { $depth }
study-play-pit = Cheza shimo { $pit }: { $value }
study-pit = Shimo { $pit }
study-line-expected = Mfuatano unaotarajiwa

## Hatua zilizochezwa ubaoni, na njia za kuendelea.

study-moves-title = Hatua kwenye ubao huu
study-undo = Tendua
study-redo = Rudia
study-edit-position = Hariri nafasi
study-copy-link = Nakili kiungo
study-link-copied = Kiungo cha nafasi hii kimenakiliwa.
study-set-up = Mpangilio

study-row-sowed = { $row ->
    [bottom] Safu ya chini imepanda mbegu za shimo { $pit }
   *[top] Safu ya juu imepanda mbegu za shimo { $pit }
}

study-play-from-here = Cheza kuanzia hapa
study-play-against = Cheza kuanzia hapa dhidi ya
study-two-players = Wachezaji wawili
study-computer-at = Kompyuta, { $level }
study-not-counted = Mchezo wa kuanzia hapa hauhesabiwi kwenye takwimu.
