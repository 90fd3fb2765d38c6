record-empty = Her er intet at åbne: indsæt et referat af et spil eller et link til et spil.
record-too-long = Denne tekst er længere end noget referat af et spil ({ $chars } tegn), så den blev ikke læst.
record-not-a-record = Dette er hverken et referat af et spil eller et link til et spil: et referat begynder med sine mærker, såsom [South "You"], og denne tekst begynder med { $quoted }.
record-not-a-tag = { $quoted } er ikke skrevet som et mærke, [Navn "værdi"].
record-unknown-tag = { $quoted } er ikke et mærke i et referat; mærkerne er { $tags }.
record-repeated-tag = Mærket { $tag } står der mere end én gang.
record-missing-tag = Referatet har intet { $tag }-mærke, og alle referater skal have det.
record-bad-value = { $quoted } er ikke en værdi for mærket { $tag }, som tager { $takes }.
record-takes-date = en dag skrevet som 2026-12-02
record-takes-south = You, eller Player 1 i et spil for to
record-takes-north = Computer og et niveau, såsom »Computer, Hard (level 7)«, eller Player 2 i et spil for to
record-takes-side = first, second eller alternate
record-takes-seeds = 3 til 6
record-takes-rules = en kommaliste af empty-capture, one-extra-turn, both-stores, skip-origin og pie, hver højst én gang
record-takes-sweep = own, runner eller none
record-takes-start = en start på det spil, de andre mærker sætter op, i motorens tekstform
record-takes-result = det resultat, trækkene fører til
record-players = { $south } og { $north } spiller ikke ét spil sammen: mod computeren er spillerne You og Computer, og i et spil for to Player 1 og Player 2.
record-round-number = Runde { $round } af trækkene skulle begynde med »{ $round }.«, ikke { $quoted }.
record-missing-bar = Runde { $round } af trækkene fortsætter efter sin første tur uden et »|« før den anden.
record-empty-turn = Runde { $round } af trækkene har en tur uden træk.
record-not-a-move = Træk { $number } (i runde { $round }), { $quoted }, er hverken et hul eller et sidebytte.
record-illegal = Træk { $number } (i runde { $round }), { $quoted }, kan ikke spilles: { $reason }.
record-turn-over = Træk { $number } (i runde { $round }), { $quoted }, står i en tur, der er slut: trækket før gav ingen ekstra tur, så det var den anden spillers tur.
record-extra-turn-left = Træk { $number } (i runde { $round }), { $quoted }, gav en ekstra tur, så turen kan ikke slutte der.
record-wrong-result = Resultatet { $quoted } er ikke det, trækkene fører til: { $actual }.
record-no-game-in-link = Dette link har intet spil at åbne: et link til et spil indeholder »game=«, som »{ copy-game-link }« skriver det.

position-parts = en stilling har 6 dele adskilt af ».«, men denne har { $found }
position-rules-text = »{ $text }« er ikke et regelsæt som 6x4 (huller x frø, derefter husreglernes bogstaver)
position-pits = huller pr. side skal være 1 til { $most }, ikke { $found }
position-seeds = frø pr. hul skal være 1 til { $most }, ikke { $found }
position-side = »{ $text }« er ikke en side i trækket (s, n, se eller ne)
position-number = »{ $text }« er ikke et antal frø
position-moves = »{ $text }« er ikke en liste af træk (hulnumre, og s for sidebytte)
position-not-canonical = dette spil er slut; et afsluttet spil skrives med frøene i depoterne og den nederste side i trækket: { $text }
position-row-length = { $row ->
    [south] nederste række har { $found } huller; reglerne siger { $expected }
   *[north] øverste række har { $found } huller; reglerne siger { $expected }
}
position-seed-total = brættet har { $found } frø i alt; reglerne starter med { $expected }
position-extra-turn = stillingen er markeret som en ekstra tur, men det gælder kun med husreglen om én ekstra tur
position-too-many-seeds = brættet har { $found } frø i alt; en stilling må højst have { $most }

link-position-refused = Stillingen i dette link blev ikke åbnet: { $reason }. Brættet viser starten i stedet.
link-position-too-long = { $quoted } er længere end nogen stilling ({ $chars } tegn)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } har slet ingen frø
link-game-refused = Spillet i dette link blev ikke åbnet: { $reason }.
link-game-too-long = det er længere end noget spil ({ $chars } tegn)
link-game-no-rules = dets indstillinger giver intet spil
link-game-other-start = dets start { $quoted } er ikke starten på det spil, linket sætter op
link-game-not-a-position = { $quoted } er ikke en stilling
link-game-not-a-move = træk { $number } ({ $quoted }) er hverken et hul eller et sidebytte
link-game-illegal-sow = træk { $number } (hul { $pit }) kan ikke spilles: { $reason }
link-game-illegal-swap = træk { $number } (et sidebytte) kan ikke spilles: { $reason }
link-game-stops-early = { $kept ->
    [0] Spillet i dette link stopper tidligt: { $reason }. Det starter fra begyndelsen.
    [one] Spillet i dette link stopper tidligt: { $reason }. Trækket før vises.
   *[other] Spillet i dette link stopper tidligt: { $reason }. De { $shown } træk før vises.
}
