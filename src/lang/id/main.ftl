### Bahasa Indonesia. Nama permainannya tetap Kalah. Istilah: lihat glossary.md (lubang,
### lumbung, biji, menabur, menangkap, giliran tambahan, tukar sisi). Pemain disapa "Anda".
### Bahasa Indonesia hanya punya satu bentuk jamak ("other"), jadi bilangan tidak perlu dipilih.

-language-name = Bahasa Indonesia
-language-direction = ltr

## Para pemain, sebagaimana disebut dalam kalimat.

player-you = Anda
player-computer = Komputer
player-one = Pemain 1
player-two = Pemain 2

## Pemilik lubang.

owner-you = Milik Anda
owner-computer = Milik komputer
owner-player-one = Milik Pemain 1
owner-player-two = Milik Pemain 2

## Bilangan.

seeds = { $count } biji

moves = { $count } langkah

## Hasil sebuah langkah.

sowed = { $who ->
    [you] Anda menabur dari lubang { $pit }.
    [computer] Komputer menabur dari lubang { $pit }.
    [one] Pemain 1 menabur dari lubang { $pit }.
    [two] Pemain 2 menabur dari lubang { $pit }.
    [friend] Teman Anda menabur dari lubang { $pit }.
    [opponent] Lawan Anda menabur dari lubang { $pit }.
   *[them] { $name } menabur dari lubang { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Anda menabur dari lubang { $pit }: Anda mendapat giliran tambahan.
    [computer] Komputer menabur dari lubang { $pit }: komputer mendapat giliran tambahan.
    [one] Pemain 1 menabur dari lubang { $pit }: ia mendapat giliran tambahan.
    [two] Pemain 2 menabur dari lubang { $pit }: ia mendapat giliran tambahan.
    [friend] Teman Anda menabur dari lubang { $pit }: ia mendapat giliran tambahan.
    [opponent] Lawan Anda menabur dari lubang { $pit }: ia mendapat giliran tambahan.
   *[them] { $name } menabur dari lubang { $pit }: ia mendapat giliran tambahan.
}

sowed-captured = { $who ->
    [you] Anda menabur dari lubang { $pit } dan menangkap { seeds }.
    [computer] Komputer menabur dari lubang { $pit } dan menangkap { seeds }.
    [one] Pemain 1 menabur dari lubang { $pit } dan menangkap { seeds }.
    [two] Pemain 2 menabur dari lubang { $pit } dan menangkap { seeds }.
    [friend] Teman Anda menabur dari lubang { $pit } dan menangkap { seeds }.
    [opponent] Lawan Anda menabur dari lubang { $pit } dan menangkap { seeds }.
   *[them] { $name } menabur dari lubang { $pit } dan menangkap { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Anda menabur dari lubang { $pit } dan menangkap { seeds }: Anda mendapat giliran tambahan.
    [computer] Komputer menabur dari lubang { $pit } dan menangkap { seeds }: komputer mendapat giliran tambahan.
    [one] Pemain 1 menabur dari lubang { $pit } dan menangkap { seeds }: ia mendapat giliran tambahan.
    [two] Pemain 2 menabur dari lubang { $pit } dan menangkap { seeds }: ia mendapat giliran tambahan.
    [friend] Teman Anda menabur dari lubang { $pit } dan menangkap { seeds }: ia mendapat giliran tambahan.
    [opponent] Lawan Anda menabur dari lubang { $pit } dan menangkap { seeds }: ia mendapat giliran tambahan.
   *[them] { $name } menabur dari lubang { $pit } dan menangkap { seeds }: ia mendapat giliran tambahan.
}

swapped = { $who ->
    [you] Anda menukar sisi.
    [computer] Komputer menukar sisi.
    [one] Pemain 1 menukar sisi.
    [two] Pemain 2 menukar sisi.
    [friend] Teman Anda menukar sisi.
    [opponent] Lawan Anda menukar sisi.
   *[them] { $name } menukar sisi.
}

## Giliran siapa, dan bagaimana permainan berakhir.

to-move = { $who ->
    [you] Giliran Anda.
    [computer] Giliran komputer.
    [one] Giliran Pemain 1.
    [two] Giliran Pemain 2.
    [friend] Giliran teman Anda.
    [opponent] Giliran lawan Anda.
   *[them] Giliran { $name }.
}

to-move-or-swap = { $who ->
    [you] Giliran Anda: tabur biji, atau tukar sisi.
    [computer] Giliran komputer: menabur biji, atau menukar sisi.
    [one] Giliran Pemain 1: menabur biji, atau menukar sisi.
    [two] Giliran Pemain 2: menabur biji, atau menukar sisi.
    [friend] Giliran teman Anda: menabur biji, atau menukar sisi.
    [opponent] Giliran lawan Anda: menabur biji, atau menukar sisi.
   *[them] Giliran { $name }: menabur biji, atau menukar sisi.
}

game-over = Permainan selesai. { $result }

draw = Seri, masing-masing { $count } biji.

won = { $who ->
    [you] Anda menang dengan selisih { seeds }, { $high }–{ $low }.
    [computer] Komputer menang dengan selisih { seeds }, { $high }–{ $low }.
    [one] Pemain 1 menang dengan selisih { seeds }, { $high }–{ $low }.
    [two] Pemain 2 menang dengan selisih { seeds }, { $high }–{ $low }.
    [friend] Teman Anda menang dengan selisih { seeds }, { $high }–{ $low }.
    [opponent] Lawan Anda menang dengan selisih { seeds }, { $high }–{ $low }.
   *[them] { $name } menang dengan selisih { seeds }, { $high }–{ $low }.
}

## Apa yang akan terjadi jika sebuah lubang ditabur, disampaikan sebelum menabur.

lands-in-your-store = Lubang { $pit }: biji terakhir jatuh di lumbung Anda, { $effect ->
    [extra-turn] sehingga Anda mendapat giliran tambahan
    [capture] sehingga Anda menangkap { $count } biji
    [ends-game] dan permainan berakhir
   *[nothing] tanpa tangkapan dan tanpa giliran tambahan
}.

lands-in-other-store = Lubang { $pit }: biji terakhir jatuh di lumbung yang lain, { $effect ->
    [extra-turn] sehingga Anda mendapat giliran tambahan
    [capture] sehingga Anda menangkap { $count } biji
    [ends-game] dan permainan berakhir
   *[nothing] tanpa tangkapan dan tanpa giliran tambahan
}.

lands-in-your-pit = Lubang { $pit }: biji terakhir jatuh di lubang { $landing } milik Anda, { $effect ->
    [extra-turn] sehingga Anda mendapat giliran tambahan
    [capture] sehingga Anda menangkap { $count } biji
    [ends-game] dan permainan berakhir
   *[nothing] tanpa tangkapan dan tanpa giliran tambahan
}.

lands-in-their-pit = Lubang { $pit }: biji terakhir jatuh di lubang { $landing } sisi seberang, { $effect ->
    [extra-turn] sehingga Anda mendapat giliran tambahan
    [capture] sehingga Anda menangkap { $count } biji
    [ends-game] dan permainan berakhir
   *[nothing] tanpa tangkapan dan tanpa giliran tambahan
}.

## Alasan sebuah langkah ditolak (anak kalimat yang disisipkan ke kalimat lain).

not-your-turn-reason = bukan giliran Anda
stale-answer-reason = jawaban itu untuk posisi sebelumnya
no-such-pit-reason = tidak ada lubang { $pit }; setiap sisi punya { $pits } lubang
empty-pit-reason = lubang { $pit } kosong
game-is-over-reason = permainan sudah selesai
move-limit-reason = permainan sudah mencapai batas jumlah langkah
swap-not-offered-reason = tukar sisi hanya ditawarkan dengan aturan pai (pie rule), kepada pemain kedua, setelah giliran pertama pemain pertama selesai

## Baris status: apa yang baru terjadi, lalu giliran siapa.

new-game = Permainan baru. { $status }
game-resumed = Permainan dilanjutkan. { $turn }
from-analysis-board = Permainan dari posisi papan analisis; tidak dihitung dalam statistik. { $status }
from-link = Permainan dari tautan, setelah { moves }. { $turn }
from-online = Permainan daring ini ({ moves }) ada di sini untuk daftar langkah dan analisisnya. { $turn }
seated-by-link = Anda bermain sebagai { $name } lewat tautan. { $turn }
send-your-move = { $status } Kirim langkah Anda ke { $name } dengan “Kirim langkah”.
no-move-found = Komputer tidak menemukan langkah; silakan mulai permainan baru.
stats-reset = Statistik diatur ulang.
move-taken-back = Langkah dibatalkan. { $turn }
move-played-again = Langkah dimainkan ulang. { $turn }
analysing = Menganalisis permainan…
analysis-stopped = Analisis dihentikan.
analysis-done = Analisis selesai: grafik menunjukkan jalannya permainan.
move-copied = Langkah Anda disalin sebagai tautan: kirimkan ke { $name } (misalnya lewat pesan). Balasannya akan datang dengan cara yang sama.
link-copied = Tautan permainan ini disalin: siapa pun yang membukanya akan melihat permainan seperti saat ini.
sound-on-by-key = Suara aktif (tekan M untuk mematikan).
sound-off-by-key = Suara mati (tekan M untuk menyalakan).
text-copied = Permainan disalin sebagai teks: tempelkan ke “Buka permainan” di bawah daftar langkah, di sini atau di perangkat lain, untuk melihatnya lagi.
looking-for-hint = Mencari langkah terbaik…
no-hint = Tidak ada petunjuk: tidak ada langkah yang bisa dimainkan.
hint = Petunjuk: { $hint }
replay-refused = Ini putar ulang: kembali ke permainan untuk melangkah.
other-device = Bukan giliran Anda: pemain lain melangkah di perangkatnya sendiri.
pit-is-empty = Lubang { $pit } kosong: pilih lubang yang berisi biji.
not-your-turn = Bukan giliran Anda.
cannot-sow = Lubang { $pit } tidak bisa ditabur: { $reason }.
cannot-swap = Sisi tidak bisa ditukar: { $reason }.

time-running-out = { $who ->
    [you] Giliran Anda
    [computer] Giliran komputer
    [one] Giliran Pemain 1
    [two] Giliran Pemain 2
    [friend] Giliran teman Anda
    [opponent] Giliran lawan Anda
   *[them] Giliran { $name }
}: sisa { $seconds } detik.

timed-out = { $who ->
    [you] Waktu Anda habis: satu lubang ditabur secara acak untuk Anda. { $said }
    [computer] Waktu komputer habis: satu lubang ditabur secara acak untuknya. { $said }
    [one] Waktu Pemain 1 habis: satu lubang ditabur secara acak untuknya. { $said }
    [two] Waktu Pemain 2 habis: satu lubang ditabur secara acak untuknya. { $said }
    [friend] Waktu teman Anda habis: satu lubang ditabur secara acak untuknya. { $said }
    [opponent] Waktu lawan Anda habis: satu lubang ditabur secara acak untuknya. { $said }
   *[them] Waktu { $name } habis: satu lubang ditabur secara acak untuknya. { $said }
}

words-missing = Bahasa { $language } tidak dapat dimuat. Pilih lagi di Pengaturan untuk mencoba sekali lagi.

language-label = Bahasa

page-title = Mancala: main Kalah di peramban Anda
page-description = Main Kalah (mancala) gratis di peramban Anda: lawan komputer yang tangguh dengan delapan tingkat, atau dua pemain di satu layar. Bisa dimainkan dengan papan ketik dan pembaca layar.
