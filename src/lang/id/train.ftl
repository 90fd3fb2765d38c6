### Latihan: teka-teki. Teka-teki selalu dipecahkan oleh baris bawah.

## Judul dan peringkat.

train-puzzles = Teka-teki
train-back-to-game = Kembali ke permainan

train-rating = Peringkat teka-teki Anda: { $rating }{ $settling ->
    [first-estimate] , perkiraan awal yang makin tepat seiring Anda memecahkan lebih banyak
   *[settled] {""}
}. Teka-teki berperingkat yang terpecahkan: { $solved } dari { $tried }. Rentetan terbaik: { $best }.

## Mode.

train-daily = Teka-teki harian
train-daily-solved = Teka-teki harian (terpecahkan hari ini)
train-streak = Rentetan
train-streak-solved = Rentetan: { $count } terpecahkan
train-rated = Latihan berperingkat
train-linked = Teka-teki
train-mine = Dari permainan Anda
train-mine-to-solve = Dari permainan Anda ({ $count } belum terpecahkan)
train-puzzle-number = Teka-teki { $id }
train-mode-puzzle = { $mode }: teka-teki { $id }
train-all-modes = Semua mode
train-about-puzzles = Setiap teka-teki adalah posisi dari permainan sungguhan, di mana satu langkah (atau satu rantai giliran tambahan) mempertahankan hasil terbaik, dibuktikan oleh pemecah milik permainan ini, dan setiap langkah lain kehilangan setidaknya 2 biji.
train-about-modes = Rentetan makin sulit sampai kesalahan pertama Anda. Latihan berperingkat memilih teka-teki yang dekat dengan peringkat Anda, yang berubah pada setiap percobaan pertama. Setelah analisis sebuah permainan, setiap kesalahan yang disebutnya menjadi teka-teki milik Anda.
train-loading = Memuat teka-teki…
train-still-work = { $problem } Permainan dan teka-teki milik Anda tetap berfungsi.
train-none-of-your-own = Tidak ada teka-teki milik Anda untuk dipecahkan: analisis permainan yang sudah selesai (“Analisis permainan”), dan kesalahannya akan muncul di sini.
train-daily-done = Itu tadi teka-teki hari ini. Besok ada yang baru.

## Tema.

train-theme-chain = Rantai giliran tambahan
train-theme-capture = Tangkapan
train-theme-defence = Cegah tangkapan
train-theme-endgame = Akhir permainan
train-theme-only = Satu-satunya langkah
train-theme-quiet = Langkah terbaik

## Teka-teki yang sedang dicoba.

train-find-best = Temukan langkah terbaik untuk baris bawah. Peringkat { $rating }; tema: { $theme }.
train-find-again = Giliran tambahan: temukan lagi langkah terbaik.
train-find-better = Temukan langkah yang lebih baik daripada yang Anda mainkan di posisi ini.
train-choose-pit = Pilih sebuah lubang: klik, atau gunakan tombol panah dan Enter, atau ketik nomornya.
train-move-again = Benar, dan biji terakhir Anda jatuh di lumbung Anda: jalan lagi.
train-pit-empty = Lubang { $pit } Anda kosong: pilih lubang yang berisi biji.
train-solved-win = Terpecahkan! Dengan permainan terbaik dari sini, Anda menang dengan selisih { $count }.
train-solved-draw = Terpecahkan! Dengan permainan terbaik dari sini, permainan berakhir seri.
train-solved-loss = Terpecahkan! Itu kekalahan terkecil: kalah dengan selisih { $count } jika kedua pihak bermain terbaik.
train-solved-best = Terpecahkan! Langkah itu mempertahankan hasil terbaik yang ditemukan analisis.
train-not-the-best = Bukan yang terbaik: lubang { $played }. Yang terbaik adalah lubang { $best }.
train-rating-stays = Peringkat Anda tetap.
train-rating-rises = Peringkat Anda naik { $count }.
train-rating-falls = Peringkat Anda turun { $count }.
train-next-puzzle = Teka-teki berikutnya
train-try-again = Coba lagi

## Saat teka-teki tidak dapat diambil.

train-unreadable = Teka-teki tidak dapat dibaca: { $reason }.
train-unfetched = Teka-teki tidak dapat diunduh: { $reason }.
train-fetch-refused = jaringan menolak permintaan
train-fetch-no-response = peramban tidak memberi jawaban
train-fetch-status = server menjawab { $status }
train-fetch-body = isinya tidak dapat dibaca
train-no-such-puzzle = Tidak ada teka-teki { $id }: teka-teki bernomor 1 sampai { $count }.
train-file-fault = berkas teka-teki { $fault }
train-line-fault = baris { $line } berkas teka-teki { $fault }

## Apa yang salah dengan berkas atau salah satu barisnya.

train-fault-too-long = terlalu panjang
train-fault-no-header = tidak diawali seperti berkas teka-teki
train-fault-too-many = memuat terlalu banyak teka-teki
train-fault-no-puzzles = tidak memuat teka-teki
train-fault-cut-short = terpotong
train-fault-more-than-said = memuat lebih banyak teka-teki daripada yang disebutkan
train-fault-fields = memiliki { $fields } kolom, bukan 5
train-fault-not-numbered = seharusnya teka-teki { $id }
train-fault-no-position = tidak memiliki posisi: { $reason }
train-fault-over = memuat permainan yang sudah selesai
train-fault-no-rating = tidak memiliki peringkat
train-fault-rating-outside = memiliki peringkat { $rating }, di luar 100 sampai 3000
train-fault-no-theme = tidak memiliki tema
train-fault-past-the-turn = berlanjut ke keputusan { $at } padahal giliran sudah selesai
train-fault-no-value = memiliki langkah tanpa nilai
train-fault-no-pit = tidak menyebut lubang
train-fault-value-not-a-number = memiliki nilai yang bukan angka
train-fault-value-beyond = memiliki nilai { $value }, di luar kemungkinan papan mana pun
train-fault-pit-twice = menyebut lubang { $pit } dua kali
train-fault-not-the-legal-moves = tidak mencantumkan tepat langkah-langkah sah pada keputusan { $at }
train-fault-close-second = memiliki langkah lain yang selisihnya kurang dari { seeds } dari jawaban pada keputusan { $at }
train-fault-value-changes = mengubah nilai jawaban pada keputusan { $at }
train-fault-unplayable = memiliki jawaban yang tidak bisa dimainkan: { $reason }
train-fault-spare-turn = berakhir dengan giliran tambahan yang tersisa
train-fault-ends-too-soon = berlanjut setelah keputusan { $at }, yang mengakhiri giliran
