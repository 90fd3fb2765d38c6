### Papan analisis: papannya, penyunting yang menyusun posisi, dan analisisnya.

## Papan.

study-title-editing = Susun sebuah posisi
study-title-analysing = Papan analisis
study-back-to-game = Kembali ke permainan
study-board-label = Papan: lubang baris atas dari 6 ke 1, lubang baris bawah dari 1 ke 6

study-row = { $row ->
    [bottom] Baris bawah
   *[top] Baris atas
}

study-row-initial = { $row ->
    [bottom] B
   *[top] A
}

study-cell-pit = { $row ->
    [bottom] Baris bawah, lubang { $pit }
   *[top] Baris atas, lubang { $pit }
}

study-cell-store = { $row ->
    [bottom] Lumbung bawah
   *[top] Lumbung atas
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Giliran baris bawah.
   *[top] Giliran baris atas.
}

study-board-over = Permainan selesai: { $winner ->
    [bottom] baris bawah menang dengan selisih { seeds }
    [top] baris atas menang dengan selisih { seeds }
   *[draw] hasilnya seri
} ({ $south } lawan { $north }; { $lead } untuk baris bawah).

## Mengapa penyunting menolak sebuah jumlah.

study-no-such-cell = Petak itu tidak ada.
study-count-below-zero = Jumlah tidak boleh kurang dari 0: sebuah petak berisi 0 biji atau lebih.
study-count-blank = Ketik jumlah biji, 0 atau lebih.
study-count-not-a-number = “{ $typed }” bukan bilangan bulat biji.
study-count-already-empty = { $cell } sudah kosong.
study-count-too-many = Itu akan menjadi { $count ->
   *[other] { $total } biji
} seluruhnya; sebuah papan memuat paling banyak { $limit } (paling banyak 6 biji di masing-masing dari 12 lubang, di mana pun letaknya), jadi petak ini bisa memuat paling banyak { $most }.

## Mengapa papan bukan posisi untuk dipelajari.

study-board-empty = Papan kosong: taruh setidaknya satu biji di sebuah lubang, atau beberapa di lumbung untuk permainan yang sudah selesai.
study-board-too-full = Sebuah papan memuat paling banyak { $limit } biji; papan ini berisi { $count }.
study-not-a-position = Ini bukan sebuah posisi: { $reason }.

study-off-start = Tidak dapat dicapai dari awal permainan: papan ini berisi { seeds }, sedangkan permainan dengan { $per-pit } biji per lubang berisi { $start }. Posisi ini tetap bisa dipelajari dan dimainkan.

## Kontrol penyunting.

study-one-seed-fewer = Kurangi satu biji
study-one-seed-more = Tambah satu biji
study-to-move = Giliran
study-seeds-per-pit = Biji per lubang di awal
study-seeds-left = Sisa biji saat satu baris habis
study-quick-set-ups = Susunan cepat
study-start-position = Posisi awal
study-empty-board = Papan kosong
study-swap-sides = Tukar sisi
study-random-position = Posisi acak
study-analyse = Analisis posisi ini

## Analisis.

study-solved = Terpecahkan: dari awal ini, dengan permainan terbaik kedua pihak, { $result ->
    [wins] pemain pertama menang dengan selisih { seeds }
    [loses] pemain pertama kalah dengan selisih { seeds }
   *[draw] hasilnya seri
} ({ $proof ->
    [published] dibuktikan oleh pemecah milik permainan ini; sama dengan nilai yang diterbitkan
   *[ours] dibuktikan oleh pemecah milik permainan ini
}).

study-no-moves-to-rate = Permainan selesai: tidak ada langkah untuk dinilai.
study-analysing = Menganalisis…
study-stopped-before-first-step = Dihentikan sebelum tahap pertama.
study-progress-step = Tahap { $step } · { $count } posisi · { $state }
study-progress-depth = Kedalaman { $depth } · tahap { $step } · { $count } posisi · { $state }
study-every-value-proved = semua nilai terbukti
study-going-deeper = makin dalam…
study-stopped = dihentikan
study-as-deep-as-it-goes = sedalam yang dimungkinkan papan
study-stop = Berhenti
study-go-on = Lanjutkan
study-every-value = Nilai setiap langkah
study-value-wins-exactly = menang dengan selisih tepat { seeds }
study-value-draws = seri dengan permainan terbaik
study-value-loses-exactly = kalah dengan selisih tepat { seeds }
study-value-wins-at-best = paling baik menang dengan selisih { seeds } (terbukti)
study-value-draws-at-best = paling baik seri (terbukti)
study-value-loses-at-best = paling baik kalah dengan selisih { seeds } (terbukti)
study-value-estimate = sekitar { $value } pada kedalaman { $depth }
study-play-pit = Mainkan lubang { $pit }: { $value }
study-pit = Lubang { $pit }
study-line-expected = Urutan yang diharapkan

## Langkah yang dimainkan di papan, dan kelanjutannya.

study-moves-title = Langkah di papan ini
study-undo = Batalkan
study-redo = Ulangi
study-edit-position = Ubah posisi
study-copy-link = Salin tautan
study-link-copied = Tautan ke posisi ini sudah disalin.
study-set-up = Susunan

study-row-sowed = { $row ->
    [bottom] Baris bawah menabur dari lubang { $pit }
   *[top] Baris atas menabur dari lubang { $pit }
}

study-play-from-here = Main dari sini
study-play-against = Main dari sini melawan
study-two-players = Dua pemain
study-computer-at = Komputer, { $level }
study-not-counted = Permainan dari sini tidak dihitung dalam statistik.
