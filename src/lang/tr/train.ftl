### Antrenman: bulmacalar. Bir bulmacayı her zaman alt sıra çözer.

## Başlık ve puan.

train-puzzles = Bulmacalar
train-back-to-game = Oyuna dön

train-rating = Bulmaca puanın: { $rating }{ $settling ->
    [first-estimate] , çözdükçe oturacak ilk bir tahmin
   *[settled] {""}
}. Çözülen puanlı bulmacalar: { $tried } bulmacadan { $solved } tanesi. En iyi seri: { $best }.

## Modlar.

train-daily = Günün bulmacası
train-daily-solved = Günün bulmacası (bugün çözüldü)
train-streak = Seri
train-streak-solved = Seri: { $count } çözüldü
train-rated = Puanlı antrenman
train-linked = Bulmaca
train-mine = Kendi oyunlarından
train-mine-to-solve = Kendi oyunlarından (çözülecek { $count })
train-puzzle-number = Bulmaca { $id }
train-mode-puzzle = { $mode }: bulmaca { $id }
train-all-modes = Tüm modlar
train-about-puzzles = Her bulmaca gerçek bir oyundan alınmış bir konumdur: tek bir hamle (ya da tek bir fazladan hamle zinciri) en iyi sonucu korur, bu oyunun kendi çözücüsüyle kanıtlanmıştır, ve diğer her hamle en az 2 tohum kaybettirir.
train-about-modes = Seri, ilk hatana kadar zorlaşır. Puanlı antrenman, her ilk denemede değişen puanına yakın bulmacalar seçer. Bir oyunun analizinden sonra, gösterdiği her hata senin bir bulmacan olur.
train-loading = Bulmacalar yükleniyor…
train-still-work = { $problem } Oyun ve kendi bulmacaların yine çalışıyor.
train-none-of-your-own = Çözülecek kendi bulmacan yok: bitmiş bir oyunu analiz et (“Oyunu analiz et”), hataları buraya gelir.
train-daily-done = Bugünün bulmacası buydu. Yarın yenisi gelecek.

## Temalar.

train-theme-chain = Fazladan hamle zinciri
train-theme-capture = Ele geçirme
train-theme-defence = Ele geçirmeyi önle
train-theme-endgame = Oyun sonu
train-theme-only = Tek hamle
train-theme-quiet = En iyi hamle

## Denenen bir bulmaca.

train-find-best = Alt sıra için en iyi hamleyi bul. Puan { $rating }; tema: { $theme }.
train-find-again = Fazladan hamle: en iyi hamleyi yine bul.
train-find-better = Bu konumda oynadığın hamleden daha iyisini bul.
train-choose-pit = Bir kuyu seç: üzerine tıkla, ok tuşlarını ve Enter'ı kullan ya da numarasını yaz.
train-move-again = Doğru, son tohumun hazinene düştü: yine oyna.
train-pit-empty = { $pit }. kuyun boş: içinde tohum olan bir kuyu seç.
train-solved-win = Çözüldü! Buradan en iyi oyunla { $count } tohum farkla kazanırsın.
train-solved-draw = Çözüldü! Buradan en iyi oyunla oyun berabere biter.
train-solved-loss = Çözüldü! En az kaybettiren bu: en iyi oyunla { $count } tohum fark.
train-solved-best = Çözüldü! Bu hamle analizin bulduğu en iyi sonucu koruyor.
train-not-the-best = En iyisi değil: { $played }. kuyu. En iyisi { $best }. kuyuydu.
train-rating-stays = Puanın değişmedi.
train-rating-rises = Puanın { $count } arttı.
train-rating-falls = Puanın { $count } azaldı.
train-next-puzzle = Sonraki bulmaca
train-try-again = Yeniden dene

## Bulmacalar alınamadığında.

train-unreadable = Bulmacalar okunamadı: { $reason }.
train-unfetched = Bulmacalar indirilemedi: { $reason }.
train-fetch-refused = ağ isteği reddetti
train-fetch-no-response = tarayıcı yanıt vermedi
train-fetch-status = sunucu { $status } yanıtını verdi
train-fetch-body = içeriği okunamadı
train-no-such-puzzle = { $id } numaralı bulmaca yok: bulmacalar 1 ile { $count } arasında numaralı.
train-file-fault = bulmaca dosyası { $fault }
train-line-fault = bulmaca dosyasının { $line }. satırı { $fault }

## Dosyada ya da bir satırında yanlış olan.

train-fault-too-long = çok uzun
train-fault-no-header = bir bulmaca dosyası gibi başlamıyor
train-fault-too-many = çok fazla bulmaca içeriyor
train-fault-no-puzzles = hiç bulmaca içermiyor
train-fault-cut-short = yarıda kesilmiş
train-fault-more-than-said = söylediğinden fazla bulmaca içeriyor
train-fault-fields = 5 değil, { $fields } alan içeriyor
train-fault-not-numbered = { $id } numaralı bulmaca olmalı
train-fault-no-position = konum içermiyor: { $reason }
train-fault-over = bitmiş bir oyun içeriyor
train-fault-no-rating = puan içermiyor
train-fault-rating-outside = { $rating } puanı içeriyor, 100–3000 aralığının dışında
train-fault-no-theme = tema içermiyor
train-fault-past-the-turn = sıra bittiği hâlde { $at }. karara kadar sürüyor
train-fault-no-value = değeri olmayan bir hamle içeriyor
train-fault-no-pit = hiçbir kuyu belirtmiyor
train-fault-value-not-a-number = sayı olmayan bir değer içeriyor
train-fault-value-beyond = hiçbir tahtada olamayacak { $value } değerini içeriyor
train-fault-pit-twice = { $pit }. kuyuyu iki kez belirtiyor
train-fault-not-the-legal-moves = { $at }. kararda tam olarak geçerli hamleleri listelemiyor
train-fault-close-second = { $at }. kararda cevapla arasında { seeds } farktan az olan başka bir hamle içeriyor
train-fault-value-changes = { $at }. kararda cevabın değerini değiştiriyor
train-fault-unplayable = oynanamayan bir cevap içeriyor: { $reason }
train-fault-spare-turn = artan bir fazladan hamleyle bitiyor
train-fault-ends-too-soon = sırayı bitiren { $at }. karardan sonra sürüyor
