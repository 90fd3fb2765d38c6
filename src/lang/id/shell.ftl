## Kepala dan kaki halaman.

masthead = Mancala
tagline = Kalah, permainan enam lubang: menabur dan menangkap biji
footer = Gratis, tanpa akun dan tanpa pelacakan. Permainan melawan komputer, di satu layar, atau lewat tautan tetap di peramban Anda; permainan daring mengirim aturan ruang dan langkah Anda ke server ruang, yang menyimpannya (lihat Bantuan).

## Bilah alat.

toolbar-label = Permainan
new-game-button = Permainan baru
undo-button = Urungkan
redo-button = Ulangi
hint-button = Petunjuk
skip-button = Lewati
full-screen-button = Layar penuh
send-move-button = Kirim langkah
swap-button = Tukar sisi
settings-button = Pengaturan
loading-settings = Memuat pengaturan…

## Navigasi antarmode.

modes-label = Mode
nav-play = Main
nav-puzzles = Teka-teki
nav-learn = Belajar
nav-analysis = Papan analisis
nav-analysis-short = Analisis
nav-online = Main daring
nav-online-short = daring
loading-puzzles = Memuat teka-teki…
loading-lessons = Memuat pelajaran…
loading-analysis-board = Memuat papan analisis…
loading-online = Memuat permainan daring…
not-loaded = Bagian halaman ini tidak dapat dimuat. Permainan tetap berjalan; muat ulang halaman untuk mencoba lagi.
learn-offer-start = Baru mengenal mancala?
learn-offer-link = Belajar bermain dalam delapan pelajaran singkat
learn-offer-end = .

## Label pengaturan.

opponent-label = Lawan
difficulty-label = Tingkat kesulitan
who-opens-label = Siapa mulai
turn-clock-label = Waktu per giliran
seeds-per-pit-label = Biji per lubang
house-rules-label = Aturan tambahan
sweep-label = Sisa biji saat satu baris habis
speed-label = Kecepatan
motion-label = Gerakan
colours-label = Warna
sound-label = Suara (M)
done-button = Selesai

## Pilihan pengaturan.

opponent-computer = Komputer
opponent-human = Dua pemain
level-easy = Mudah
level-medium = Sedang
level-hard = Sulit
level-expert = Ahli
level-numbered = Tingkat { $number }
level-named-with-number = { $level } (tingkat { $number })
side-first = Anda (Pemain 1)
side-second = Komputer (Pemain 2)
side-alternate = Bergantian
speed-slow = Lambat
speed-normal = Normal
speed-fast = Cepat
speed-instant = Seketika
clock-off = Mati
clock-minutes = { $count } menit
follow-system = Ikuti sistem
motion-reduced = Dikurangi: langkah langsung jadi
motion-full = Animasi penuh
theme-light = Terang
theme-dark = Gelap
theme-contrast = Kontras tinggi
sound-off = Mati
sound-on = Nyala
sweep-own-row = Untuk pemilik baris
sweep-to-runner = Untuk pemain yang kehabisan biji
sweep-discard = Tidak dihitung untuk siapa pun
rule-empty-capture = Biji terakhir di lubang kosong Anda tetap masuk lumbung walau lubang di seberangnya kosong
rule-one-extra-turn = Hanya satu giliran tambahan berturut-turut
rule-both-stores = Menabur ke kedua lumbung
rule-skip-origin = Putaran penuh melewati lubang asalnya
rule-pie = Setelah giliran pertama, pemain kedua boleh menukar sisi

## Pemberitahuan di samping permainan.

storage-trouble = Peramban ini tidak mengizinkan halaman menyimpan apa pun (penyimpanan dimatikan atau penuh), jadi pengaturan dan statistik Anda hanya bertahan sampai Anda meninggalkan halaman.
store-missing = Bagian halaman yang membaca dan menyimpan pengaturan, statistik, dan permainan Anda tidak termuat. Yang tersimpan sebelumnya dibiarkan apa adanya, tetapi kunjungan ini mungkin tidak tersimpan: muat ulang halaman untuk mencoba lagi.
no-worker = Peramban Anda tidak mau menjalankan proses latar belakang, jadi komputer berpikir di halaman itu sendiri, dengan anggaran lebih kecil (paling tinggi Sedang).
link-unread = Bagian halaman yang membaca tautan tidak termuat, jadi tautan ini tidak dibuka dan permainan baru dimulai sebagai gantinya. Alamat masih memuat tautan itu: muat ulang halaman untuk mencoba lagi.
settings-unreadable = Pengaturan tersimpan Anda tidak dapat dipakai karena { $why }, jadi pengaturan bawaan berlaku. Pengaturan disimpan lagi saat Anda mengubah salah satunya.
stats-unreadable = Statistik tersimpan Anda tidak dapat dibaca karena { $why }. Untuk sementara dibiarkan apa adanya: kunjungan ini menghitung dari awal, dan baru menimpanya saat sebuah permainan dihitung.
game-unresumable = Permainan tersimpan Anda tidak dapat dilanjutkan karena { $why }, jadi permainan baru dimulai.
lessons-unreadable = Catatan pelajaran yang sudah Anda selesaikan tidak dapat dibaca karena { $why }. Catatan itu dibiarkan apa adanya sampai Anda menyelesaikan sebuah pelajaran, yang memulai catatan baru.
puzzles-unreadable = Peringkat teka-teki dan teka-teki Anda tidak dapat dibaca karena { $why }. Semuanya dibiarkan apa adanya sampai Anda mencoba sebuah teka-teki, yang memulai catatan baru.
seats-unreadable = Kursi Anda di ruang langsung tidak dapat dibaca karena { $why }. Semuanya dibiarkan apa adanya sampai Anda mengambil kursi, yang memulai catatan baru.
fork-older = Tautan ini lebih lama daripada permainan di perangkat ini: tautan berhenti setelah langkah { $same }, sedangkan permainan Anda berlanjut sampai langkah { $kept }. Permainan dari tautan ditampilkan, dan mulai sekarang disimpan di sini; untuk kembali ke permainan dari perangkat ini, buka ?{ $link }
fork-differs = Permainan tautan ini berpisah dari permainan di perangkat ini setelah langkah { $same }: langkah { $next } di sana adalah { $kept }, dan di tautan { $linked }. Permainan dari tautan ditampilkan, dan mulai sekarang disimpan di sini; untuk kembali ke permainan dari perangkat ini, buka ?{ $link }
fork-pit = lubang { $pit }
fork-swap = tukar sisi
move-not-copied = Peramban Anda tidak mau menyalin, jadi ini tautan untuk dikirim ke { $name }: { $link }
link-not-copied = Peramban Anda tidak mau menyalin, jadi ini tautan ke permainan ini: { $link }
text-not-copied = Peramban Anda tidak mau menyalin, jadi ini permainan dalam bentuk teks (dapat dibaca kembali apa adanya, dalam satu baris): { $text }
invalid-settings = Pengaturan itu tidak sah; tidak ada yang diubah.

## Mengapa sesuatu yang tersimpan tidak dapat dibaca: anak kalimat setelah "karena".

corrupt-reason = teks yang tersimpan rusak
shape-reason = bentuknya bukan bentuk yang disimpan halaman ini
version-reason = data itu disimpan oleh versi halaman ini yang lebih baru
absurd-reason = angka-angkanya tidak mungkin benar

## Bagian tautan yang tidak diterapkan.

ignored = Sebagian tautan ini tidak dipahami, jadi pengaturan tersebut tetap pada nilai bawaannya: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = "{ $key }" bukan pengaturan
ignored-bad-value = "{ $value }" bukan nilai yang sah untuk { $key }
ignored-repeated = { $key } diberikan lebih dari sekali
ignored-more = { $count } lagi
