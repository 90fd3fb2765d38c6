record-empty = Hakuna cha kufungua hapa: bandika rekodi ya mchezo au kiungo cha mchezo.
record-too-long = Maandishi haya ni marefu kuliko rekodi yoyote ya mchezo (herufi { $chars }), kwa hiyo hayakusomwa.
record-not-a-record = Hii si rekodi ya mchezo wala kiungo cha mchezo: rekodi huanza na lebo zake, kama [South "You"], na maandishi haya yanaanza na { $quoted }.
record-not-a-tag = { $quoted } haijaandikwa kama lebo, [Jina "thamani"].
record-unknown-tag = { $quoted } si lebo ya rekodi ya mchezo; lebo zake ni { $tags }.
record-repeated-tag = Lebo { $tag } imetolewa zaidi ya mara moja.
record-missing-tag = Rekodi haina lebo { $tag }, na kila rekodi inaihitaji.
record-bad-value = { $quoted } si thamani ya lebo { $tag }, ambayo inapokea { $takes }.
record-takes-date = siku iliyoandikwa kama 2026-12-02
record-takes-south = You, au Player 1 katika mchezo wa wachezaji wawili
record-takes-north = Computer na kiwango, kama "Computer, Hard (level 7)", au Player 2 katika mchezo wa wachezaji wawili
record-takes-side = first, second au alternate
record-takes-seeds = 3 hadi 6
record-takes-rules = orodha yenye koma ya empty-capture, one-extra-turn, both-stores, skip-origin na pie, kila moja isizidi mara moja
record-takes-sweep = own, runner au none
record-takes-start = mwanzo wa mchezo ambao lebo nyingine zinauweka, katika maandishi ya injini
record-takes-result = matokeo ambayo hatua zinafikia
record-players = { $south } na { $north } hawachezi mchezo mmoja pamoja: dhidi ya kompyuta wachezaji ni You na Computer, na katika mchezo wa wachezaji wawili ni Player 1 na Player 2.
record-round-number = Raundi { $round } ya hatua inapaswa kuanza na "{ $round }.", si { $quoted }.
record-missing-bar = Raundi { $round } ya hatua inaendelea baada ya zamu yake ya kwanza bila "|" kabla ya ya pili.
record-empty-turn = Raundi { $round } ya hatua ina zamu isiyo na hatua yoyote.
record-not-a-move = Hatua { $number } (katika raundi { $round }), { $quoted }, si shimo wala kubadilisha pande.
record-illegal = Hatua { $number } (katika raundi { $round }), { $quoted }, haiwezi kuchezwa: { $reason }.
record-turn-over = Hatua { $number } (katika raundi { $round }), { $quoted }, imeandikwa katika zamu iliyokwisha: hatua iliyotangulia haikutoa zamu ya ziada, kwa hiyo ilikuwa zamu ya mchezaji mwingine.
record-extra-turn-left = Hatua { $number } (katika raundi { $round }), { $quoted }, ilipata zamu ya ziada, kwa hiyo zamu yake haiwezi kuishia hapo.
record-wrong-result = Matokeo { $quoted } si yale ambayo hatua zinafikia: { $actual }.
record-no-game-in-link = Kiungo hiki hakina mchezo wa kufungua: kiungo cha mchezo kina "game=", kama "{ copy-game-link }" kinavyokiandika.

position-parts = nafasi ina sehemu 6 zilizotenganishwa na '.', lakini hii ina { $found }
position-rules-text = '{ $text }' si seti ya kanuni kama 6x4 (mashimo x mbegu, kisha herufi za kanuni za hiari)
position-pits = mashimo kwa kila upande yawe 1 hadi { $most }, si { $found }
position-seeds = mbegu kwa kila shimo ziwe 1 hadi { $most }, si { $found }
position-side = '{ $text }' si upande wenye zamu (s, n, se au ne)
position-number = '{ $text }' si idadi ya mbegu
position-moves = '{ $text }' si orodha ya hatua (namba za mashimo, na s kwa kubadilisha pande)
position-not-canonical = mchezo huu umekwisha; mchezo uliokwisha huandikwa mbegu zikiwa ghalani na zamu ya Kusini: { $text }
position-row-length = { $row ->
    [south] safu ya Kusini ina mashimo { $found }; kanuni zinasema { $expected }
   *[north] safu ya Kaskazini ina mashimo { $found }; kanuni zinasema { $expected }
}
position-seed-total = ubao una mbegu { $found } kwa jumla; kanuni zinaanza na { $expected }
position-extra-turn = nafasi imewekwa alama ya zamu ya ziada, lakini hilo linatumika tu chini ya kanuni ya hiari ya zamu moja ya ziada
position-too-many-seeds = ubao una mbegu { $found } kwa jumla; nafasi inaweza kuwa na zisizozidi { $most }

link-position-refused = Nafasi katika kiungo hiki haikufunguliwa: { $reason }. Ubao unaonyesha mwanzo badala yake.
link-position-too-long = { $quoted } ni ndefu kuliko nafasi yoyote (herufi { $chars })
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } haina mbegu hata moja
link-game-refused = Mchezo katika kiungo hiki haukufunguliwa: { $reason }.
link-game-too-long = ni mrefu kuliko mchezo wowote (herufi { $chars })
link-game-no-rules = mipangilio yake haitoi mchezo
link-game-other-start = mwanzo wake { $quoted } si mwanzo wa mchezo ambao kiungo kinauweka
link-game-not-a-position = { $quoted } si nafasi
link-game-not-a-move = hatua { $number } ({ $quoted }) si shimo wala kubadilisha pande
link-game-illegal-sow = hatua { $number } (shimo { $pit }) haiwezi kuchezwa: { $reason }
link-game-illegal-swap = hatua { $number } (kubadilisha pande) haiwezi kuchezwa: { $reason }
link-game-stops-early = { $kept ->
    [0] Mchezo katika kiungo hiki unaishia mapema: { $reason }. Unaanza mwanzoni.
    [one] Mchezo katika kiungo hiki unaishia mapema: { $reason }. Hatua iliyotangulia inaonyeshwa.
   *[other] Mchezo katika kiungo hiki unaishia mapema: { $reason }. Hatua { $shown } zilizotangulia zinaonyeshwa.
}
