### Bermain daring: ruang, antrean, dan penolakan dari server.

## Para pemain sebuah ruang.

player-friend = Teman Anda
player-opponent = Lawan Anda
owner-friend = Milik teman Anda
owner-opponent = Milik lawan Anda

## Judul dan tombol.

play-online = Main daring
online-back-to-game = Kembali ke permainan
online-turn-clock = Waktu per giliran
alternate-opener = Bergantian membuka setelah tanding ulang
make-room = Buat ruang
making-room = Membuat ruang…
play-someone-now = Main dengan siapa saja
back-to-room = Kembali ke ruang
try-again = Coba lagi
back = Kembali
stop-waiting = Berhenti menunggu
play-here = Main di sini
swap-sides = Tukar sisi
resign = Menyerah
rematch = Tanding ulang
open-in-analysis = Buka di daftar langkah dan analisis
stop-watching = Berhenti menonton
leave-room = Keluar dari ruang

## Tautan sebuah ruang.

invite-link = Tautan undangan
watch-link = Tautan menonton
copy-invite = Salin undangan
copy-watch-link = Salin tautan menonton
share-invite = Bagikan undangan
share-watch-link = Bagikan tautan menonton
invite-title = Ayo main Kalah dengan saya
watch-title = Tonton permainan Kalah

## Waktu per giliran.

clock-none = Tanpa jam
clock-seconds = { $seconds } detik per giliran
online-clock-minutes = { $minutes } menit per giliran

clock-none-in-sentence = tanpa jam
clock-seconds-in-sentence = { $seconds } detik per giliran
clock-minutes-in-sentence = { $minutes } menit per giliran

## Permainan yang dimainkan sebuah ruang.

settings-standard = { seeds } per lubang, aturan standar
settings-with = { seeds } per lubang, dengan { $rules }
rules-and = { $first } dan { $rest }
online-rule-empty-capture = tangkapan kosong
online-rule-one-extra-turn = hanya satu giliran tambahan berturut-turut
online-rule-both-stores = menabur ke kedua lumbung
online-rule-skip-origin = melewati lubang asal
online-rule-pie = aturan pai

## Membuat ruang, atau menunggu lawan.

lobby-intro = Sebuah ruang memakai pengaturan permainan: { $settings }. Ubah dulu di menu jika Anda mau. Siapa pun yang membuka tautan undangan Anda bermain melawan Anda, dan Anda jalan lebih dulu; atau main sekarang dengan siapa saja yang sedang menunggu pengaturan dan jam yang sama (lalu giliran membuka bergantian).
seeds-for-a-room = Lubang-lubang sebuah ruang dimulai dengan 3 sampai 6 biji.
waiting-for-someone = Menunggu lawan bermain: { $settings }, { $clock }.
queue-crowd = Saat ini { $others ->
    [0] tidak ada orang lain yang menunggu hal yang sama
   *[other] { $others } pemain lain menunggu hal yang sama
}, dan { $games } permainan sedang berlangsung.

## Sambungan ke server.

connecting-to-room = Menyambung ke ruang…
connecting = Menyambung…
connection-lost = Saat ini tidak ada sambungan ke server ruang. Mencoba lagi…
no-server = Tidak ada server ruang yang menjawab di alamat ini, jadi permainan langsung tidak bisa dimainkan dari sini. Semua hal lain di halaman ini tetap berjalan seperti biasa.
seat-taken-elsewhere = Permainan ini sekarang terbuka di tab atau perangkat lain, yang memegang kursi Anda, jadi halaman ini melepasnya. Pilih Main di sini untuk bermain di halaman ini.
queue-server-full = Server sedang penuh dan tidak bisa memulai permainan, jadi Anda tidak lagi menunggu. Coba lagi sebentar lagi.
left-game = Anda meninggalkan permainan yang masih berlangsung. Permainan berlanjut tanpa Anda: jika Anda pergi selama satu menit dari giliran Anda sendiri, Anda kalah. Kembali ke ruang untuk lanjut bermain, atau menyerah di sana untuk mengakhirinya sekarang.
server-unreadable = Server ruang mengirim sesuatu yang tidak bisa dibaca halaman ini, jadi tidak ada yang berubah.
server-undecodable = Server ruang mengirim sesuatu yang tidak bisa dibaca halaman ini, jadi tidak ada yang berubah. Jika permainan ini diperbarui sejak halaman dibuka, muat ulang halaman.
clock-off-line = Jam giliran tampil lagi setelah server ruang menjawab.
presence-off-line = Siapa yang ada di ruang tampil lagi setelah server ruang menjawab.

## Mengapa server tidak membuat, membuka, atau mengantrekan apa pun.

not-made-foreign = Server ruang tidak membuat ruang: ruang dibuat dari halaman permainan itu sendiri.
not-made-too-long = Server ruang tidak membuat ruang: permintaannya terlalu panjang.
not-made-unreadable = Server ruang tidak membuat ruang: permintaannya tidak bisa dibaca. Memuat ulang halaman mungkin membantu.
not-made-settings = Server ruang tidak membuat ruang: ruang tidak bisa dimainkan dengan pengaturan ini.
not-made-zero-secret = Server ruang tidak membuat ruang: peramban ini tidak memberi rahasia acak untuk kursi.
not-made-full = Server ruang tidak membuat ruang: server sedang penuh; permainan yang berlangsung tetap berjalan. Coba lagi dalam satu menit.
not-made-too-many = Server ruang tidak membuat ruang: terlalu banyak ruang atau sambungan dari alamat ini. Tunggu satu menit lalu coba lagi.
not-made-no-room = Server ruang tidak membuat ruang: ruang itu tidak ada.
not-made-unavailable = Server ruang tidak membuat ruang: server tidak bisa menyimpan ruang saat ini. Coba lagi dalam satu menit.

## Mengapa server menolak kiriman halaman ini.

refused-unreadable = Server tidak bisa membaca pesan itu.
refused-out-of-order = Pesan itu datang tidak berurutan.
refused-not-seated = Anda menonton permainan ini, bukan ikut bermain.
refused-not-your-turn = Bukan giliran Anda.
refused-no-opponent = Lawan Anda belum datang.
refused-stale = Langkah itu sudah dimainkan.
refused-ahead = Langkah itu mendahului permainan.
refused-illegal = Langkah itu tidak diizinkan di sini.
refused-over = Permainan sudah selesai.
refused-not-over = Permainan masih berlangsung.
refused-unknown-seat = Kursi halaman ini bukan milik ruang ini.
refused-full = Kedua kursi sudah terisi, jadi Anda menonton.
refused-wrong-invite = Undangan ini bukan untuk ruang ini, jadi Anda menonton. Minta tautannya lagi.
refused-busy = Server sedang sibuk. Coba lagi sebentar lagi.
refused-replaced = Permainan ini sekarang terbuka di tab atau perangkat lain.

## Hasil meneruskan tautan.

invite-copied = Tautan undangan disalin: kirimkan ke teman Anda. Tautan ini memberi kursi kepada satu orang, satu kali.
watch-link-copied = Tautan menonton disalin: siapa pun yang membukanya mengikuti permainan, tanpa kursi.
online-link-not-copied = Tautan tidak bisa disalin: pilih dan salin sendiri.
invite-shared = Tautan undangan dibagikan. Tautan ini memberi kursi kepada satu orang, satu kali.
watch-link-shared = Tautan menonton dibagikan.
link-not-shared = Tautan tidak bisa dibagikan: salin saja.

## Baris status ruang.

entering-room = Memasuki ruang…
paired = Dapat lawan: memasuki ruang…

turn-warning = { $who ->
    [you] Giliran Anda: sisa { $seconds } detik.
    [one] Giliran Pemain 1: sisa { $seconds } detik.
    [two] Giliran Pemain 2: sisa { $seconds } detik.
    [friend] Giliran teman Anda: sisa { $seconds } detik.
    [opponent] Giliran lawan Anda: sisa { $seconds } detik.
   *[them] Giliran { $name }: sisa { $seconds } detik.
}

new-game-swapped = { $who ->
    [you] Permainan baru, kursi ditukar: Anda membuka. { $turn }
    [one] Permainan baru, kursi ditukar: Pemain 1 membuka. { $turn }
    [two] Permainan baru, kursi ditukar: Pemain 2 membuka. { $turn }
    [friend] Permainan baru, kursi ditukar: teman Anda membuka. { $turn }
    [opponent] Permainan baru, kursi ditukar: lawan Anda membuka. { $turn }
   *[them] Permainan baru, kursi ditukar: { $name } membuka. { $turn }
}

new-game-same-opener = { $who ->
    [you] Permainan baru: Anda membuka lagi. { $turn }
    [one] Permainan baru: Pemain 1 membuka lagi. { $turn }
    [two] Permainan baru: Pemain 2 membuka lagi. { $turn }
    [friend] Permainan baru: teman Anda membuka lagi. { $turn }
    [opponent] Permainan baru: lawan Anda membuka lagi. { $turn }
   *[them] Permainan baru: { $name } membuka lagi. { $turn }
}

rematch-offered-by-you = Anda menawarkan tanding ulang; menunggu teman Anda.

rematch-offered = { $who ->
    [you] Anda menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
    [one] Pemain 1 menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
    [two] Pemain 2 menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
    [friend] Teman Anda menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
    [opponent] Lawan Anda menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
   *[them] { $name } menawarkan tanding ulang: pilih Tanding ulang untuk menerima.
}

rematch-offered-watching = { $who ->
    [you] Anda menawarkan tanding ulang.
    [one] Pemain 1 menawarkan tanding ulang.
    [two] Pemain 2 menawarkan tanding ulang.
    [friend] Teman Anda menawarkan tanding ulang.
    [opponent] Lawan Anda menawarkan tanding ulang.
   *[them] { $name } menawarkan tanding ulang.
}

waiting-for-friend = Menunggu teman Anda: kirimkan tautan undangan kepadanya.
waiting-for-second-player = Menunggu pemain kedua.

wins = { $who ->
    [you] Anda menang.
    [one] Pemain 1 menang.
    [two] Pemain 2 menang.
    [friend] Teman Anda menang.
    [opponent] Lawan Anda menang.
   *[them] { $name } menang.
}

resigned = { $who ->
    [you] Anda menyerah. { $result }
    [one] Pemain 1 menyerah. { $result }
    [two] Pemain 2 menyerah. { $result }
    [friend] Teman Anda menyerah. { $result }
    [opponent] Lawan Anda menyerah. { $result }
   *[them] { $name } menyerah. { $result }
}

abandoned = { $who ->
    [you] Anda pergi terlalu lama dan kalah. { $result }
    [one] Pemain 1 pergi terlalu lama dan kalah. { $result }
    [two] Pemain 2 pergi terlalu lama dan kalah. { $result }
    [friend] Teman Anda pergi terlalu lama dan kalah. { $result }
    [opponent] Lawan Anda pergi terlalu lama dan kalah. { $result }
   *[them] { $name } pergi terlalu lama dan kalah. { $result }
}

## Siapa yang ada di ruang, dan jam giliran.

seat-free = { $who ->
    [you] Kursi Anda kosong.
    [one] Kursi Pemain 1 kosong.
    [two] Kursi Pemain 2 kosong.
    [friend] Kursi teman Anda kosong.
    [opponent] Kursi lawan Anda kosong.
   *[them] Kursi { $name } kosong.
}

friend-not-come = Teman Anda belum datang.

here = { $who ->
    [you] Anda ada di sini.
    [one] Pemain 1 ada di sini.
    [two] Pemain 2 ada di sini.
    [friend] Teman Anda ada di sini.
    [opponent] Lawan Anda ada di sini.
   *[them] { $name } ada di sini.
}

away = { $who ->
    [you] Anda sedang pergi.
    [one] Pemain 1 sedang pergi.
    [two] Pemain 2 sedang pergi.
    [friend] Teman Anda sedang pergi.
    [opponent] Lawan Anda sedang pergi.
   *[them] { $name } sedang pergi.
}

away-time-left = { $who ->
    [you] Anda sedang pergi: sisa { $time } dari giliran Anda sendiri untuk kembali.
    [one] Pemain 1 sedang pergi: sisa { $time } dari gilirannya sendiri untuk kembali.
    [two] Pemain 2 sedang pergi: sisa { $time } dari gilirannya sendiri untuk kembali.
    [friend] Teman Anda sedang pergi: sisa { $time } dari gilirannya sendiri untuk kembali.
    [opponent] Lawan Anda sedang pergi: sisa { $time } dari gilirannya sendiri untuk kembali.
   *[them] { $name } sedang pergi: sisa { $time } dari gilirannya sendiri untuk kembali.
}

watching = { $count } orang menonton.

clock-runs = { $who ->
    [you] Giliran Anda: sisa { $time }
    [one] Giliran Pemain 1: sisa { $time }
    [two] Giliran Pemain 2: sisa { $time }
    [friend] Giliran teman Anda: sisa { $time }
    [opponent] Giliran lawan Anda: sisa { $time }
   *[them] Giliran { $name }: sisa { $time }
}

rows-seated = Baris Anda di bawah; baris teman Anda di atas.
rows-watching = Anda menonton. Baris bawah milik Pemain { $bottom }, baris atas milik Pemain { $top }.
