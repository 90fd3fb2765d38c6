### Permainan itu sendiri: papan yang dibacakan, baris di atasnya, pertanyaan, akhir permainan,
### daftar langkah dan putar ulangnya, statistik, petunjuk, dan analisis setelah permainan.

## Papan, seperti pembaca layar menyebut bagian-bagiannya.

board-opponent = Lawan

pit-name = { $who ->
    [you] Lubang { $pit } Anda, { seeds }
    [computer] Lubang { $pit } komputer, { seeds }
    [one] Lubang { $pit } Pemain 1, { seeds }
    [two] Lubang { $pit } Pemain 2, { seeds }
    [friend] Lubang { $pit } teman Anda, { seeds }
    [opponent] Lubang { $pit } lawan Anda, { seeds }
   *[them] Lubang { $pit } milik { $name }, { seeds }
}

pit-name-hinted = { $label }, petunjuk

store-name = { $who ->
    [you] Lumbung Anda, { seeds }
    [computer] Lumbung komputer, { seeds }
    [one] Lumbung Pemain 1, { seeds }
    [two] Lumbung Pemain 2, { seeds }
    [friend] Lumbung teman Anda, { seeds }
    [opponent] Lumbung lawan Anda, { seeds }
   *[them] Lumbung milik { $name }, { seeds }
}

row-name = { $who ->
    [you] Lubang-lubang Anda
    [computer] Lubang-lubang komputer
    [one] Lubang-lubang Pemain 1
    [two] Lubang-lubang Pemain 2
    [friend] Lubang-lubang teman Anda
    [opponent] Lubang-lubang lawan Anda
   *[them] Lubang-lubang milik { $name }
}

row-whose = { $who ->
    [you] baris Anda
    [computer] baris komputer
    [one] baris Pemain 1
    [two] baris Pemain 2
    [friend] baris teman Anda
    [opponent] baris lawan Anda
   *[them] baris milik { $name }
}

board-rows = Papan: { $top } di atas, dari lubang 6 ke 1; { $bottom } di bawah, dari lubang 1 ke 6

## Di atas dan di sekitar papan.

board-heading = Papan
playing-by-link = Bermain lewat tautan: Anda adalah { $name }
two-players-one-screen = Dua pemain, satu layar
against-computer = Melawan komputer: { $level }
computer-thinking = Komputer sedang berpikir…
notice-dismiss = Tutup

## Pertanyaan sebelum permainan bertindak.

new-game-title = Mulai permainan baru?
new-game-text = Permainan yang sedang berjalan akan ditinggalkan.
new-game-yes = Mulai permainan baru
confirm-keep-playing = Lanjut bermain
undo-title = Batalkan satu langkah?
undo-text = Permainan yang langkahnya dibatalkan tidak dihitung dalam statistik Anda.
undo-yes = Batalkan langkah
hint-title = Tampilkan petunjuk?
hint-text = Permainan yang menampilkan petunjuk tidak dihitung dalam statistik Anda.
hint-yes = Tampilkan petunjuk
reset-title = Setel ulang statistik Anda?
reset-text = Semua rekor, di setiap tingkat kesulitan dan set aturan, akan dilupakan.
reset-statistics = Setel ulang statistik
reset-no = Simpan saja

## Akhir permainan.

game-over-heading = Permainan selesai
game-over-play-again = Main lagi
final-score = { $south } { $southstore }, { $north } { $northstore }

## Daftar langkah dan putar ulangnya.

moves-heading = Langkah
log-keys = Giliran tambahan bergabung dengan langkah berikutnya: 3 6 | 2. Di daftar, ← dan → berpindah langkah.
swap-move = Tukar: { $sentence }
replay-bar = Putar ulang
replay-at-start = Putar ulang: awal, sebelum { moves }.
replay-after-move = Putar ulang: setelah langkah { $ply } dari { $total }. { $what }
to-the-start = Ke awal
move-back = Langkah mundur ([)
move-forward = Langkah maju (])
replay-back-to-game = Kembali ke permainan
copy-game-link = Salin tautan permainan
copy-as-text = Salin sebagai teks
analyse-from-here = Analisis dari sini
open-a-game = Buka permainan
paste-a-game = Tempel permainan sebagai teks, atau tautan permainan:
open-game-button = Buka

## Statistik.

stats-heading = Statistik
stats-tally-against-computer = Kunjungan ini: Anda { $you }, komputer { $computer }, seri { $draws }; petunjuk dipakai { $hints }.
stats-tally = Kunjungan ini: petunjuk dipakai { $hints }.
stats-rating-none = Peringkat Anda: belum ada. Peringkat dihitung dari permainan Anda yang dihitung melawan komputer, dan menyarankan tingkat yang seharusnya memberi Anda permainan seimbang.
stats-rating = Peringkat Anda: sekitar { $rating } (kurang lebih { $deviation }), dari { $games } permainan yang dihitung. { $level } seharusnya memberi Anda permainan seimbang.
stats-note = Permainan selesai melawan komputer dihitung di sini, kecuali ada langkah yang dibatalkan atau petunjuk yang ditampilkan. Permainan dengan jumlah biji lain atau aturan tambahan disimpan terpisah, masing-masing dengan judulnya sendiri. Permainan melawan orang secara daring dihitung terpisah, di bagian akhir; permainan dua pemain di satu layar tidak dicatat. Tidak ada yang keluar dari peramban ini. Peringkat Anda memakai skala tingkat permainan (Mudah 0, Sulit sekitar 1250), dihitung dari hasil Anda di semua papan.
online-none = Belum ada: permainan daring yang dimainkan sampai selesai dihitung di sini.
online-table = Tabel hasil daring
online-caption = Hasil melawan orang secara daring
online-heading = Daring, melawan orang
column-rules = Aturan
column-difficulty = Kesulitan
column-played = Dimainkan
column-won = Menang
column-lost = Kalah
column-drawn = Seri
column-win-rate = Rasio menang
column-streak = Beruntun
column-best-run = Rekor beruntun
column-fastest-win = Menang tercepat
column-most-seeds = Biji terbanyak
column-best-margin = Selisih terbesar
win-rate = { $percent }%
duration-seconds = { $seconds } dtk
duration-minutes = { $minutes } mnt { $seconds } dtk
key-won = menang (M)
key-drawn = seri (S)
key-lost = kalah (K)
records-table = Tabel rekor, { $rules }
records-caption = Rekor, { $rules }
chart-title = Permainan menang, seri, dan kalah menurut kesulitan, { $rules }
chart-no-games = { $level }: belum ada permainan.
chart-games = { $level }: { $won } menang, { $drawn } seri, { $lost } kalah.
chart-count = M{ $won } S{ $drawn } K{ $lost }

## Petunjuk: hasil yang diharapkan dari satu langkah, atau dari tukar sisi.

wins-exactly = { $what ->
    [swap] Tukar sisi menang tepat { seeds }.
   *[pit] Lubang { $pit } menang tepat { seeds }.
}
draws-exactly = { $what ->
    [swap] Tukar sisi berakhir seri, jika kedua pihak bermain sebaik mungkin.
   *[pit] Lubang { $pit } berakhir seri, jika kedua pihak bermain sebaik mungkin.
}
loses-exactly = { $what ->
    [swap] Tukar sisi kalah tepat { seeds }, jika kedua pihak bermain sebaik mungkin.
   *[pit] Lubang { $pit } kalah tepat { seeds }, jika kedua pihak bermain sebaik mungkin.
}
should-win = { $what ->
    [swap] Tukar sisi: Anda semestinya menang sekitar { seeds }.
   *[pit] Lubang { $pit }: Anda semestinya menang sekitar { seeds }.
}
should-be-even = { $what ->
    [swap] Tukar sisi: semestinya kurang lebih seimbang.
   *[pit] Lubang { $pit }: semestinya kurang lebih seimbang.
}
should-lose = { $what ->
    [swap] Tukar sisi: Anda semestinya kalah sekitar { seeds }.
   *[pit] Lubang { $pit }: Anda semestinya kalah sekitar { seeds }.
}
opening-note = Itu sudah menghitung tukar sisi yang mungkin dilakukan lawan Anda setelah giliran Anda selesai.
swap-worth-same = Tukar sisi bernilai sama.
swap-hands-over = Tukar sisi akan menyerahkan keunggulan itu kepada lawan Anda.
every-move-value = Nilai setiap langkah

## Analisis setelah permainan.

analysis-heading = Analisis
analysis-note = Komputer menilai setiap posisi permainan dengan anggaran tetap. Grafik menunjukkan selisih akhir yang diharapkannya setelah setiap langkah, untuk pemain di bawah: di atas garis, pemain itu unggul. Cincin menandai kesalahan.
analyse-game = Analisis permainan
analysis-stop = Berhenti
graph-name = Grafik selisih yang diharapkan; ← dan → menelusuri langkah
analysis-progress = Kemajuan analisis
graph-ahead = { $who ->
    [you] Anda unggul
    [computer] Komputer unggul
   *[them] { $name } unggul
}
choice-pit = lubang { $pit }
choice-swap = tukar sisi
expect-ahead = { $who ->
    [you] Anda semestinya selesai unggul { seeds }
    [computer] komputer semestinya selesai unggul { seeds }
   *[them] { $name } semestinya selesai unggul { seeds }
}
expect-even = semestinya berakhir kurang lebih seimbang
point-sowed = { $who ->
    [you] Langkah { $number }, Anda menabur dari lubang { $pit }: { $expected }.
    [computer] Langkah { $number }, komputer menabur dari lubang { $pit }: { $expected }.
   *[them] Langkah { $number }, { $name } menabur dari lubang { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] Langkah { $number }, Anda menukar sisi: { $expected }.
    [computer] Langkah { $number }, komputer menukar sisi: { $expected }.
   *[them] Langkah { $number }, { $name } menukar sisi: { $expected }.
}
mistake-note = Kesalahan: { $better } lebih baik { seeds }.
analysis-accuracy = { $who ->
    [you] Anda memainkan langkah terbaik { $best } kali dari { $moves } ({ $percent }%).
    [computer] Komputer memainkan langkah terbaik { $best } kali dari { $moves } ({ $percent }%).
   *[them] { $name } memainkan langkah terbaik { $best } kali dari { $moves } ({ $percent }%).
}
no-mistakes = Tidak ada kesalahan { seeds } atau lebih.
mistake-item = langkah { $number } ({ $played }; { $better } lebih baik { seeds })
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
   *[other] { $who ->
        [you] Kesalahan terbesar Anda: { $list }.
        [computer] Kesalahan terbesar komputer: { $list }.
       *[them] Kesalahan terbesar { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] Titik balik: langkah { $number } ({ $choice }). Sejak itu Anda tetap unggul.
    [computer] Titik balik: langkah { $number } ({ $choice }). Sejak itu komputer tetap unggul.
   *[them] Titik balik: langkah { $number } ({ $choice }). Sejak itu { $name } tetap unggul.
}
biggest-swing = Perubahan terbesar: langkah { $number } ({ $choice }), sebesar { seeds }.

rule-set-standard = Kalah standar ({ seeds } per lubang)
rule-set-seeds = { seeds } per lubang
rule-set-with-rules = { seeds } per lubang; aturan tambahan: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = tangkapan kosong
rule-set-one-extra-turn = hanya satu giliran tambahan berturut-turut
rule-set-both-stores = menabur ke kedua lumbung
rule-set-skip-origin = melewati lubang asal
rule-set-pie = aturan pai
rule-set-to-runner = sisa untuk pemain yang kehabisan biji
rule-set-discard = sisa tidak dihitung untuk siapa pun

search-solved = Komputer sudah menghitung permainan ini sampai akhir.
search-looked-ahead = Komputer melihat { $depth } langkah ke depan ({ $positions }).
search-positions = { $count ->
    [one] { $count } posisi
   *[other] { $count } posisi
}
search-million-positions = { $millions } juta posisi
