record-empty = Tidak ada yang bisa dibuka di sini: tempelkan catatan permainan atau tautan permainan.
record-too-long = Teks ini lebih panjang daripada catatan permainan mana pun ({ $chars } karakter), jadi tidak dibaca.
record-not-a-record = Ini bukan catatan permainan atau tautan permainan: catatan diawali dengan tag-tagnya, seperti [South "You"], sedangkan teks ini diawali { $quoted }.
record-not-a-tag = { $quoted } tidak ditulis seperti tag, [Nama "nilai"].
record-unknown-tag = { $quoted } bukan tag catatan permainan; tag-tagnya adalah { $tags }.
record-repeated-tag = Tag { $tag } diberikan lebih dari sekali.
record-missing-tag = Catatan ini tidak memiliki tag { $tag }, padahal setiap catatan memerlukannya.
record-bad-value = { $quoted } bukan nilai untuk tag { $tag }, yang menerima { $takes }.
record-takes-date = hari yang ditulis seperti 2026-12-02
record-takes-south = You, atau Player 1 dalam permainan dua pemain
record-takes-north = Computer dan sebuah level, seperti "Computer, Hard (level 7)", atau Player 2 dalam permainan dua pemain
record-takes-side = first, second, atau alternate
record-takes-seeds = 3 sampai 6
record-takes-rules = daftar berkoma dari empty-capture, one-extra-turn, both-stores, skip-origin, dan pie, masing-masing paling banyak sekali
record-takes-sweep = own, runner, atau none
record-takes-start = awal permainan yang diatur oleh tag lainnya, dalam bentuk teks mesin
record-takes-result = hasil yang dicapai oleh langkah-langkahnya
record-players = { $south } dan { $north } tidak bermain dalam satu permainan: melawan komputer pemainnya You dan Computer, dan dalam permainan dua pemain Player 1 dan Player 2.
record-round-number = Ronde { $round } dari langkah-langkah seharusnya diawali "{ $round }.", bukan { $quoted }.
record-missing-bar = Ronde { $round } dari langkah-langkah berlanjut setelah giliran pertamanya tanpa "|" sebelum giliran kedua.
record-empty-turn = Ronde { $round } dari langkah-langkah memiliki giliran tanpa langkah.
record-not-a-move = Langkah { $number } (di ronde { $round }), { $quoted }, bukan lubang atau tukar sisi.
record-illegal = Langkah { $number } (di ronde { $round }), { $quoted }, tidak dapat dimainkan: { $reason }.
record-turn-over = Langkah { $number } (di ronde { $round }), { $quoted }, ditulis dalam giliran yang sudah selesai: langkah sebelumnya tidak memberi giliran tambahan, jadi pemain lain yang seharusnya jalan.
record-extra-turn-left = Langkah { $number } (di ronde { $round }), { $quoted }, mendapat giliran tambahan, jadi gilirannya tidak bisa berakhir di situ.
record-wrong-result = Hasil { $quoted } bukan hasil yang dicapai langkah-langkahnya: { $actual }.
record-no-game-in-link = Tautan ini tidak berisi permainan untuk dibuka: tautan permainan memuat "game=", seperti yang ditulis oleh "{ copy-game-link }".

position-parts = posisi terdiri atas 6 bagian yang dipisahkan '.', tetapi ini memiliki { $found }
position-rules-text = '{ $text }' bukan set aturan seperti 6x4 (lubang x biji, lalu huruf aturan tambahan)
position-pits = jumlah lubang per sisi harus 1 sampai { $most }, bukan { $found }
position-seeds = jumlah biji per lubang harus 1 sampai { $most }, bukan { $found }
position-side = '{ $text }' bukan sisi yang mendapat giliran (s, n, se, atau ne)
position-number = '{ $text }' bukan jumlah biji
position-moves = '{ $text }' bukan daftar langkah (nomor lubang, dan s untuk tukar sisi)
position-not-canonical = permainan ini sudah selesai; permainan yang selesai ditulis dengan biji sudah masuk lumbung dan giliran Selatan: { $text }
position-row-length = { $row ->
    [south] baris Selatan berisi { $found } lubang; aturannya { $expected }
   *[north] baris Utara berisi { $found } lubang; aturannya { $expected }
}
position-seed-total = papan berisi { $found } biji seluruhnya; aturan dimulai dengan { $expected }
position-extra-turn = posisi ditandai sebagai giliran tambahan, tetapi itu hanya berlaku dengan aturan tambahan satu giliran tambahan
position-too-many-seeds = papan berisi { $found } biji seluruhnya; sebuah posisi boleh memuat paling banyak { $most }

link-position-refused = Posisi dalam tautan ini tidak dibuka: { $reason }. Papan menampilkan awal permainan sebagai gantinya.
link-position-too-long = { $quoted } lebih panjang daripada posisi mana pun ({ $chars } karakter)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } tidak berisi biji sama sekali
link-game-refused = Permainan dalam tautan ini tidak dibuka: { $reason }.
link-game-too-long = permainan ini lebih panjang daripada permainan mana pun ({ $chars } karakter)
link-game-no-rules = pengaturannya tidak membentuk permainan
link-game-other-start = awalnya { $quoted } bukan awal permainan yang diatur tautan ini
link-game-not-a-position = { $quoted } bukan sebuah posisi
link-game-not-a-move = langkah { $number } ({ $quoted }) bukan lubang atau tukar sisi
link-game-illegal-sow = langkah { $number } (lubang { $pit }) tidak dapat dimainkan: { $reason }
link-game-illegal-swap = langkah { $number } (tukar sisi) tidak dapat dimainkan: { $reason }
link-game-stops-early = { $kept ->
    [0] Permainan dalam tautan ini berhenti lebih awal: { $reason }. Permainan dimulai dari awal.
    [one] Permainan dalam tautan ini berhenti lebih awal: { $reason }. Langkah sebelumnya ditampilkan.
   *[other] Permainan dalam tautan ini berhenti lebih awal: { $reason }. { $shown } langkah sebelumnya ditampilkan.
}
