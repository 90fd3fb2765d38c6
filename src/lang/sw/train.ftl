### Mazoezi: mafumbo. Fumbo hutatuliwa kila mara na safu ya chini.

## Kichwa na alama.

train-puzzles = Mafumbo
train-back-to-game = Rudi kwenye mchezo

train-rating = Alama yako ya mafumbo: { $rating }{ $settling ->
    [first-estimate] , makadirio ya kwanza yatakayotulia kadiri unavyotatua zaidi
   *[settled] {""}
}. Mafumbo ya alama yaliyotatuliwa: { $solved } kati ya { $tried }. Mfululizo bora: { $best }.

## Njia za mazoezi.

train-daily = Fumbo la siku
train-daily-solved = Fumbo la siku (limetatuliwa leo)
train-streak = Mfululizo
train-streak-solved = Mfululizo: { $count } yametatuliwa
train-rated = Mazoezi ya alama
train-linked = Fumbo
train-mine = Kutoka michezo yako
train-mine-to-solve = Kutoka michezo yako ({ $count } ya kutatua)
train-puzzle-number = Fumbo { $id }
train-mode-puzzle = { $mode }: fumbo { $id }
train-all-modes = Njia zote
train-about-puzzles = Kila fumbo ni nafasi kutoka mchezo halisi ambapo hatua moja (au mnyororo mmoja wa zamu za ziada) inadumisha matokeo bora, yaliyothibitishwa na kitatuzi cha mchezo huu wenyewe, na kila hatua nyingine inapoteza angalau mbegu 2.
train-about-modes = Mfululizo unazidi kuwa mgumu hadi kosa lako la kwanza. Mazoezi ya alama huchagua mafumbo yaliyo karibu na alama yako, inayobadilika kwa kila jaribio la kwanza. Baada ya uchambuzi wa mchezo, kila kosa linalotajwa na uchambuzi huo linakuwa fumbo lako mwenyewe.
train-loading = Inapakia mafumbo…
train-still-work = { $problem } Mchezo na mafumbo yako mwenyewe bado yanafanya kazi.
train-none-of-your-own = Hakuna mafumbo yako ya kutatua: chambua mchezo uliokwisha (“Chambua mchezo”) na makosa yake yatakuja hapa.
train-daily-done = Hilo lilikuwa fumbo la leo. Jipya linakuja kesho.

## Mada.

train-theme-chain = Mnyororo wa zamu za ziada
train-theme-capture = Kula
train-theme-defence = Zuia kuliwa
train-theme-endgame = Mwisho wa mchezo
train-theme-only = Hatua pekee
train-theme-quiet = Hatua bora

## Fumbo linalojaribiwa.

train-find-best = Tafuta hatua bora kwa safu ya chini. Alama { $rating }; mada: { $theme }.
train-find-again = Zamu ya ziada: tafuta hatua bora tena.
train-find-better = Tafuta hatua bora kuliko ile uliyocheza katika nafasi hii.
train-choose-pit = Chagua shimo: libofye, au tumia vitufe vya mishale na Enter, au andika namba yake.
train-move-again = Sawa, na mbegu yako ya mwisho imeangukia ghala lako: cheza tena.
train-pit-empty = Shimo lako { $pit } ni tupu: chagua shimo lenye mbegu.
train-solved-win = Umetatua! Kwa uchezaji bora kuanzia hapa unashinda kwa { $count }.
train-solved-draw = Umetatua! Kwa uchezaji bora kuanzia hapa mchezo unaisha kwa sare.
train-solved-loss = Umetatua! Hiyo ndiyo hasara ndogo zaidi: unashindwa kwa { $count } kwa uchezaji bora.
train-solved-best = Umetatua! Hatua hiyo inadumisha matokeo bora ambayo uchambuzi ulipata.
train-not-the-best = Si bora zaidi: shimo { $played }. Bora zaidi lilikuwa shimo { $best }.
train-rating-stays = Alama yako haibadiliki.
train-rating-rises = Alama yako inapanda kwa { $count }.
train-rating-falls = Alama yako inashuka kwa { $count }.
train-next-puzzle = Fumbo linalofuata
train-try-again = Jaribu tena

## Mafumbo yasipopatikana.

train-unreadable = Mafumbo hayakuweza kusomwa: { $reason }.
train-unfetched = Mafumbo hayakuweza kupakuliwa: { $reason }.
train-fetch-refused = mtandao ulikataa ombi
train-fetch-no-response = kivinjari hakikutoa jibu
train-fetch-status = seva ilijibu { $status }
train-fetch-body = maudhui yake hayakuweza kusomwa
train-no-such-puzzle = Hakuna fumbo { $id }: mafumbo yamepewa namba 1 hadi { $count }.
train-file-fault = faili la mafumbo { $fault }
train-line-fault = mstari { $line } wa faili la mafumbo { $fault }

## Kilichoharibika katika faili au katika mmoja wa mistari yake.

train-fault-too-long = ni refu mno
train-fault-no-header = halianzi kama faili la mafumbo
train-fault-too-many = lina mafumbo mengi mno
train-fault-no-puzzles = halina fumbo lolote
train-fault-cut-short = limekatika
train-fault-more-than-said = lina mafumbo mengi kuliko linavyosema
train-fault-fields = una sehemu { $fields }, si 5
train-fault-not-numbered = unapaswa kuwa fumbo { $id }
train-fault-no-position = hauna nafasi: { $reason }
train-fault-over = una mchezo uliokwisha
train-fault-no-rating = hauna alama
train-fault-rating-outside = una alama { $rating }, nje ya 100 hadi 3000
train-fault-no-theme = hauna mada
train-fault-past-the-turn = unaendelea hadi uamuzi { $at } ilhali zamu imekwisha
train-fault-no-value = una hatua isiyo na thamani
train-fault-no-pit = hautaji shimo lolote
train-fault-value-not-a-number = una thamani isiyo namba
train-fault-value-beyond = una thamani { $value }, isiyowezekana kwenye ubao wowote
train-fault-pit-twice = unataja shimo { $pit } mara mbili
train-fault-not-the-legal-moves = hauorodheshi hatua halali hasa katika uamuzi { $at }
train-fault-close-second = una hatua nyingine iliyo chini ya { seeds } kutoka jibu katika uamuzi { $at }
train-fault-value-changes = unabadilisha thamani ya jibu katika uamuzi { $at }
train-fault-unplayable = una jibu lisiloweza kuchezwa: { $reason }
train-fault-spare-turn = unaishia na zamu ya ziada iliyobaki
train-fault-ends-too-soon = unaendelea baada ya uamuzi { $at }, unaomaliza zamu
