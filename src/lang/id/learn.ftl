### Kerangka pelajaran: daftarnya, judul, tujuan, dan tombol sebuah langkah, serta apa yang
### dikatakan halaman tentang setiap percobaan. Teks pelajaran sendiri ada di lessons.ftl.

## Daftar pelajaran.

learn-title = Belajar bermain
learn-intro = Delapan pelajaran singkat, masing-masing beberapa papan dengan satu tujuan untuk giliran Anda. Anda memainkan baris bawah dan jalan lebih dulu; pihak lain tidak pernah bergerak selama pelajaran. { $done } dari { $count } selesai.
lesson-entry = { $number }. { $title }
lesson-done = Selesai
lesson-not-done = Belum selesai

## Sebuah langkah pelajaran.

lesson-heading = Pelajaran { $number } dari { $count }: { $title }
step-of = Langkah { $number } dari { $count }
goal-label = Tujuan:
back-to-game = Kembali ke permainan
set-board-back = Ulangi papan
next-step = Langkah berikutnya
next-lesson = Pelajaran berikutnya
back-to-lessons = Kembali ke pelajaran
all-lessons = Semua pelajaran

## Apa yang dikatakan halaman tentang percobaan terakhir.

try-fresh = Pilih salah satu lubang Anda untuk ditabur: klik lubangnya, atau gunakan tombol panah dan Enter, atau ketik nomornya.
try-extra-turn = Giliran tambahan: biji terakhir Anda jatuh di lumbung Anda. Jalan lagi.
try-extra-turn-again = Giliran tambahan ke-{ $count }: biji terakhir Anda jatuh lagi di lumbung Anda. Jalan lagi.
try-wrong = Belum tepat. { $missed } Papan dikembalikan: coba lagi.
try-right = Benar! { $why }
try-right-last = Benar! { $why } Pelajaran ini selesai.

## Petak-petak papan.

lesson-last-cell = { $last ->
    [your-pit] lubang { $pit } Anda
    [their-pit] lubang { $pit } lawan Anda
    [your-store] lumbung Anda
   *[their-store] lumbung lawan Anda
}
lesson-target-cell = { $target ->
    [your-pit] lubang { $goal } Anda
    [their-pit] lubang { $goal } lawan Anda
    [your-store] lumbung Anda
   *[their-store] lumbung lawan Anda
}
lesson-cells = { $cells } petak

## Bagaimana sebuah percobaan meleset dari tujuannya.

missed-cell = Biji terakhir Anda jatuh di { lesson-last-cell }, { $off ->
    [short] { lesson-cells } sebelum { lesson-target-cell }
    [past] { lesson-cells } melewati { lesson-target-cell }
   *[apart] bukan di { lesson-target-cell }
}.
missed-store = Biji terakhir Anda jatuh di { lesson-last-cell }, { $off ->
    [short] { lesson-cells } sebelum lumbung Anda
    [past] { lesson-cells } melewati lumbung Anda
   *[apart] bukan di lumbung Anda
}, jadi giliran Anda berakhir.
missed-store-after = Biji terakhir Anda jatuh di { lesson-last-cell }, { $off ->
    [short] { lesson-cells } sebelum lumbung Anda
    [past] { lesson-cells } melewati lumbung Anda
   *[apart] bukan di lumbung Anda
}, jadi giliran Anda berakhir setelah { $extra } giliran tambahan.
took-too-few = Anda menangkap { $took } biji, padahal { $wanted } atau lebih bisa didapat giliran ini.
no-capture-not-yours = Biji terakhir Anda jatuh di { lesson-last-cell }; tangkapan hanya terjadi jika biji itu jatuh di lubang kosong milik Anda.
no-capture-not-empty = Biji terakhir Anda jatuh di lubang { $pit } Anda, yang tidak kosong, jadi tidak ada yang ditangkap.
no-capture-nothing-facing = Biji terakhir Anda jatuh di lubang { $pit } Anda yang kosong, tetapi lubang di seberangnya kosong: tidak ada yang bisa diambil.
banked-nothing = Tidak ada yang masuk ke lumbung Anda giliran ini; { $wanted } atau lebih bisa masuk.
banked-too-few = Lumbung Anda mendapat { $gained } biji giliran ini; { $wanted } atau lebih bisa masuk.
store-short = Lumbung Anda berisi { $store } di akhir giliran Anda, kurang { $short } dari { $wanted }.
not-won = Permainan berakhir, tetapi skornya { $yours } lawan { $theirs }: { $result ->
    [draw] seri.
   *[lost] lawan Anda menang.
}
game-goes-on = Permainan berlanjut: biji terakhir Anda jatuh di { lesson-last-cell } dan kedua baris masih berisi biji.

## Mengapa sebuah lubang tidak ditabur.

lesson-pit-empty = Lubang { $pit } Anda kosong: pilih lubang yang berisi biji.
lesson-cannot-play = Langkah itu tidak bisa dimainkan: { $reason }.
