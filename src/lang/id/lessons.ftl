### Teks delapan pelajaran. Anda memainkan baris bawah, lubang 1 sampai 6 dari kiri, lumbung
### Anda di kanan, dan menabur ke arah kanan.

## Pelajaran 1.

lesson-1-title = Menabur
lesson-1-teaches = Satu langkah mengambil semua biji dari salah satu lubang Anda dan menjatuhkannya satu per satu ke lubang-lubang berikutnya, ke kanan sepanjang baris Anda.
lesson-1-step-1-ask = Taburlah sehingga biji terakhir Anda jatuh di lubang 5 Anda.
lesson-1-step-1-why = Lubang 1 berisi empat biji: masing-masing satu masuk ke lubang 2, 3, 4, dan 5.
lesson-1-step-2-ask = Taburlah sehingga biji terakhir Anda jatuh di lubang 6 Anda.
lesson-1-step-2-why = Tiga biji lubang 3 masuk ke lubang 4, 5, dan 6: hitung bijinya, lalu hitung lubangnya.
lesson-1-step-3-ask = Taburlah sehingga biji terakhir Anda jatuh di lubang 2 lawan Anda.
lesson-1-step-3-why = Penaburan berlanjut melewati ujung baris Anda: lima biji lubang 4 masuk ke lubang 5 dan 6, lumbung Anda, lalu lubang 1 dan 2 lawan Anda.

## Pelajaran 2.

lesson-2-title = Lumbung yang dilewati
lesson-2-teaches = Penaburan berputar mengelilingi papan, masuk ke lumbung Anda tetapi tidak pernah ke lumbung lawan: lumbungnya dilewati.
lesson-2-step-1-ask = Jatuhkan biji terakhir Anda di lubang 2 milik Anda sendiri.
lesson-2-step-1-why = Sembilan biji lubang 6: satu ke lumbung Anda, enam melintasi baris lawan, tidak ada ke lumbungnya, dan dua terakhir ke lubang 1 dan 2 Anda.
lesson-2-step-2-ask = Jatuhkan biji terakhir Anda di lubang 1 milik Anda sendiri.
lesson-2-step-2-why = Delapan biji dari lubang 6: lumbung Anda, enam lubang lawan, lumbungnya dilewati, dan biji kedelapan di lubang 1 Anda.
lesson-2-step-3-ask = Jatuhkan biji terakhir Anda di lumbung Anda, setelah berputar satu keliling penuh.
lesson-2-step-3-why = Empat belas biji dari lubang 6: lumbung Anda, enam di baris lawan, enam di baris Anda, dan yang keempat belas kembali ke lumbung Anda. Lumbung lawan dilewati, jadi hitungannya pas.

## Pelajaran 3.

lesson-3-title = Giliran tambahan
lesson-3-teaches = Jika biji terakhir Anda jatuh di lumbung Anda, Anda jalan lagi.
lesson-3-step-1-ask = Taburlah sehingga biji terakhir Anda jatuh di lumbung Anda.
lesson-3-step-1-why = Lubang 3 berjarak empat petak dari lumbung Anda dan berisi empat biji: biji terakhir jatuh di lumbung, jadi Anda jalan lagi.
lesson-3-step-2-ask = Temukan lubang yang bijinya berakhir tepat di lumbung Anda.
lesson-3-step-2-why = Lubang 5 berjarak dua petak dari lumbung Anda dan berisi dua biji. Sebuah lubang perlu biji sebanyak jaraknya ke lumbung: lubang 6 satu, lubang 5 dua, lubang 1 enam.
lesson-3-step-3-ask = Dapatkan giliran tambahan. Lubang yang bisa melakukannya jauh dari lumbung.
lesson-3-step-3-why = Lubang 1 berjarak enam petak dari lumbung Anda dan berisi enam biji.

## Pelajaran 4.

lesson-4-title = Merangkai giliran tambahan
lesson-4-teaches = Giliran tambahan bisa datang berturut-turut. Urutan itu penting: mainkan dulu lubang yang paling dekat ke lumbung, agar bijinya tidak merusak hitungan lubang lain.
lesson-4-step-1-ask = Dapatkan dua giliran tambahan berturut-turut.
lesson-4-step-1-why = Lubang 6 dulu: satu bijinya masuk ke lumbung. Dua biji lubang 5 lalu tetap sampai ke sana. Jika urutannya dibalik, lubang 5 akan menaruh satu biji di lubang 6, dan lubang 6 lalu akan terlewat.
lesson-4-step-2-ask = Dapatkan tiga giliran tambahan berturut-turut.
lesson-4-step-2-why = Lubang 6, lalu lubang 5 (biji pertamanya mengisi lagi lubang 6), lalu lubang 6 lagi: masing-masing berakhir di lumbung.
lesson-4-step-3-ask = Dapatkan empat giliran tambahan berturut-turut.
lesson-4-step-3-why = Lubang 6, lubang 5, lubang 6 lagi, lalu lubang 4: selalu lubang yang bijinya berakhir tepat di lumbung, yang terdekat dulu.

## Pelajaran 5.

lesson-5-title = Tangkapan
lesson-5-teaches = Jika biji terakhir Anda jatuh di lubang kosong milik Anda dan lubang di seberangnya berisi biji, Anda mengambil biji-biji itu beserta biji terakhir Anda ke lumbung Anda.
lesson-5-step-1-ask = Tangkap sedikitnya 5 biji dalam satu langkah.
lesson-5-step-1-why = Biji Anda dari lubang 1 jatuh di lubang 2 Anda yang kosong, di seberang lubang 5 lawan: enam bijinya masuk ke lumbung Anda.
lesson-5-step-2-ask = Dua langkah menghasilkan tangkapan. Temukan yang mengambil sedikitnya 6 biji.
lesson-5-step-2-why = Biji lubang 4 jatuh di lubang 5 Anda yang kosong, di seberang enam biji. Lubang 1 akan jatuh di lubang 3, di seberang dua biji saja.
lesson-5-step-3-ask = Tangkap sedikitnya 4 biji. Mungkin Anda perlu giliran tambahan dulu.
lesson-5-step-3-why = Lubang 6 masuk ke lumbung Anda dan menjadi kosong, jadi biji lubang 5 lalu jatuh di lubang 6 yang kosong dan mengambil empat biji di seberangnya.

## Pelajaran 6.

lesson-6-title = Tidak ada tangkapan dari lubang kosong
lesson-6-teaches = Tangkapan memerlukan biji di lubang seberang. Jika lubang itu kosong, biji terakhir Anda tetap di tempat jatuhnya (kecuali aturan tambahan tangkapan kosong aktif).
lesson-6-step-1-ask = Tangkap sesuatu. Lihat lubang di seberang tempat biji Anda jatuh.
lesson-6-step-1-why = Biji lubang 4 jatuh di lubang 5 Anda yang kosong, di seberang tiga biji. Dari lubang 1, biji itu akan jatuh di lubang 2, di seberang lubang kosong, dan tidak mengambil apa pun.
lesson-6-step-2-ask = Tiga langkah jatuh di lubang kosong milik Anda. Hanya satu yang menangkap: temukan.
lesson-6-step-2-why = Biji lubang 5 jatuh di lubang 6 Anda, di seberang lima biji. Lubang 2 dan 4 berseberangan dengan lubang kosong.
lesson-6-step-3-ask = Dengan aturan tambahan tangkapan kosong aktif, masukkan satu biji ke lumbung Anda.
lesson-6-step-3-why = Dengan aturan tambahan ini, biji terakhir di lubang kosong milik Anda masuk ke lumbung Anda meskipun lubang di seberangnya kosong.

## Pelajaran 7.

lesson-7-title = Akhir permainan
lesson-7-teaches = Permainan berakhir begitu salah satu baris kosong. Lalu biji yang masih ada di baris lain masuk ke lumbung pemilik baris itu, dan lumbung yang lebih besar menang.
lesson-7-step-1-ask = Lawan Anda hanya punya biji di satu lubang. Akhiri permainan sekarang, dan menanglah.
lesson-7-step-1-why = Menangkap biji terakhirnya mengosongkan barisnya, jadi permainan berakhir, dan tiga biji yang tersisa di baris Anda masuk ke lumbung Anda: 30 lawan 18.
lesson-7-step-2-ask = Kosongkan baris Anda sendiri dengan giliran tambahan agar permainan berakhir dengan Anda unggul.
lesson-7-step-2-why = Lubang 6, lubang 5, lalu lubang 6 lagi: tiga biji ke lumbung Anda, baris Anda kosong, dan tiga biji lawan ke lumbungnya: 25 lawan 23. Jika dimainkan terbalik, satu biji akan pindah ke pihaknya: seri.
lesson-7-step-3-ask = Akhiri permainan dan menangkan. Biji yang tersisa di baris Anda menjadi milik Anda jika baris lawan kosong lebih dulu.
lesson-7-step-3-why = Biji lubang 4 jatuh di lubang 5 Anda yang kosong dan mengambil lima biji di seberangnya, yang terakhir di baris lawan. Permainan berakhir, dan dua biji di lubang 6 Anda masuk ke lumbung Anda: 28 lawan 20.

## Pelajaran 8.

lesson-8-title = Menghitung sampai menang
lesson-8-teaches = Ada 48 biji. Lumbung berisi 25 tidak bisa lagi dikejar: hitung biji yang Anda perlukan, lalu temukan giliran yang membawanya masuk.
lesson-8-step-1-ask = Jadikan lumbung Anda 25 pada giliran ini.
lesson-8-step-1-why = Tiga giliran tambahan, masing-masing satu biji: 22, 23, 24, 25. Dengan 25 dari 48 biji, permainan milik Anda.
lesson-8-step-2-ask = Jadikan lumbung Anda 25 pada giliran ini. Dua langkah menghasilkan tangkapan: hitung apa yang diambil masing-masing.
lesson-8-step-2-why = Biji lubang 2 jatuh di lubang 3 Anda yang kosong, di seberang empat biji: empat ditambah biji Anda sendiri menjadi 25. Tangkapan lubang 5 hanya akan menghasilkan 24.
lesson-8-step-3-ask = Jadikan lumbung Anda 25 pada giliran ini. Hitung sebelum menangkap.
lesson-8-step-3-why = Lubang 6 dulu: satu biji ke lumbung Anda dan satu giliran lagi. Lalu biji lubang 4 mengambil satu biji di seberang lubang 5: 23 ditambah 2 menjadi 25. Menangkap lebih dulu akan berhenti di 24.
