### Çevrimiçi oyun: oda, bekleme sırası ve sunucunun retleri.

## Bir odanın oyuncuları.

player-friend = Arkadaşın
player-opponent = Rakibin
owner-friend = Arkadaşına ait
owner-opponent = Rakibine ait

## Başlık ve düğmeler.

play-online = Çevrimiçi oyna
online-back-to-game = Oyuna dön
online-turn-clock = Hamle süresi
alternate-opener = Rövanştan sonra sırayla başla
make-room = Oda kur
making-room = Oda kuruluyor…
play-someone-now = Hemen biriyle oyna
back-to-room = Odaya dön
try-again = Yeniden dene
back = Geri
stop-waiting = Beklemeyi bırak
play-here = Burada oyna
swap-sides = Taraf değiştir
resign = Çekil
rematch = Rövanş
open-in-analysis = Hamle listesinde ve analizde aç
stop-watching = İzlemeyi bırak
leave-room = Odadan çık

## Bir odanın bağlantıları.

invite-link = Davet bağlantısı
watch-link = İzleme bağlantısı
copy-invite = Daveti kopyala
copy-watch-link = İzleme bağlantısını kopyala
share-invite = Daveti paylaş
share-watch-link = İzleme bağlantısını paylaş
invite-title = Benimle Kalah oyna
watch-title = Bir Kalah oyununu izle

## Hamle süresi.

clock-none = Süresiz
clock-seconds = Hamle başına { $seconds } saniye
online-clock-minutes = { $minutes ->
    [one] Hamle başına { $minutes } dakika
   *[other] Hamle başına { $minutes } dakika
}

clock-none-in-sentence = süresiz
clock-seconds-in-sentence = hamle başına { $seconds } saniye
clock-minutes-in-sentence = { $minutes ->
    [one] hamle başına { $minutes } dakika
   *[other] hamle başına { $minutes } dakika
}

## Bir odanın oynadığı oyun.

settings-standard = Kuyu başına { seeds }, standart kurallar
settings-with = Kuyu başına { seeds }, özel kurallar: { $rules }
rules-and = { $first } ve { $rest }
online-rule-empty-capture = karşısı boşken ele geçirme
online-rule-one-extra-turn = art arda tek fazladan hamle
online-rule-both-stores = iki hazineye de ekim
online-rule-skip-origin = başlangıç kuyusunu atlama
online-rule-pie = pasta kuralı

## Oda kurmak ya da birini beklemek.

lobby-intro = Bir oda, oyunun ayarlarıyla oynanır: { $settings }. İstersen önce menüden değiştir. Davet bağlantını açan kişi seninle oynar ve ilk hamleyi sen yaparsın; ya da hemen, aynı ayarlar ve aynı süre için bekleyen biriyle oyna (o zaman başlayan sırayla değişir).
seeds-for-a-room = Bir odanın kuyuları 3 ile 6 arası tohumla başlar.
waiting-for-someone = Oynayacak biri bekleniyor: { $settings }, { $clock }.
queue-crowd = Şu anda { $others ->
    [0] aynısını bekleyen başka kimse yok
    [one] aynısını bekleyen { $others } oyuncu daha var
   *[other] aynısını bekleyen { $others } oyuncu daha var
} ve { $games ->
    [one] { $games } oyun sürüyor
   *[other] { $games } oyun sürüyor
}.

## Sunucuya bağlantı.

connecting-to-room = Odaya bağlanılıyor…
connecting = Bağlanılıyor…
connection-lost = Şu anda oda sunucusuyla bağlantı yok. Yeniden deneniyor…
no-server = Bu adreste yanıt veren bir oda sunucusu yok, bu yüzden buradan canlı oyun oynanamaz. Sayfadaki diğer her şey eskisi gibi çalışır.
seat-taken-elsewhere = Bu oyun şimdi başka bir sekmede ya da başka bir cihazda açık ve yerini o tutuyor, bu yüzden bu sayfa yerini bıraktı. Bu sayfada oynamak için “Burada oyna” düğmesini seç.
queue-server-full = Sunucu şu anda dolu ve oyun başlatamadı, bu yüzden artık beklemiyorsun. Biraz sonra yeniden dene.
left-game = Hâlâ süren bir oyundan çıktın. Oyun sensiz sürüyor: kendi hamlelerinde bir dakika yoksan kaybedersin. Oynamaya devam etmek için odaya dön ya da şimdi bitirmek için orada çekil.
server-unreadable = Oda sunucusu bu sayfanın okuyamadığı bir şey gönderdi, bu yüzden hiçbir şey değişmedi.
server-undecodable = Oda sunucusu bu sayfanın okuyamadığı bir şey gönderdi, bu yüzden hiçbir şey değişmedi. Bu sayfa açıldığından beri oyun güncellendiyse sayfayı yeniden yükle.
clock-off-line = Hamle süresi, oda sunucusu yanıt verince yeniden görünür.
presence-off-line = Odada kimlerin olduğu, oda sunucusu yanıt verince yeniden görünür.

## Sunucunun neden hiçbir şey kurmadığı, açmadığı ya da sıraya almadığı.

not-made-foreign = Oda sunucusu oda kurmadı: odalar oyunun kendi sayfasından kurulur.
not-made-too-long = Oda sunucusu oda kurmadı: istek çok uzundu.
not-made-unreadable = Oda sunucusu oda kurmadı: isteği okuyamadı. Sayfayı yeniden yüklemek işe yarayabilir.
not-made-settings = Oda sunucusu oda kurmadı: bu ayarlarla oda oynanamaz.
not-made-zero-secret = Oda sunucusu oda kurmadı: bu tarayıcı yer için rastgele bir gizli anahtar vermedi.
not-made-full = Oda sunucusu oda kurmadı: şu anda dolu; süren oyunlar devam ediyor. Bir dakika sonra yeniden dene.
not-made-too-many = Oda sunucusu oda kurmadı: bu adresten çok fazla oda ya da bağlantı geldi. Bir dakika bekle ve yeniden dene.
not-made-no-room = Oda sunucusu oda kurmadı: böyle bir oda yok.
not-made-unavailable = Oda sunucusu oda kurmadı: şu anda oda tutamıyor. Bir dakika sonra yeniden dene.

## Sunucunun bu sayfanın gönderdiğini neden reddettiği.

refused-unreadable = Sunucu bu mesajı okuyamadı.
refused-out-of-order = Bu mesaj sırasız geldi.
refused-not-seated = Bu oyunu izliyorsun, oynamıyorsun.
refused-not-your-turn = Sıra sende değil.
refused-no-opponent = Rakibin henüz gelmedi.
refused-stale = Bu hamle zaten oynandı.
refused-ahead = Bu hamle oyunun önünde.
refused-illegal = Bu hamle burada oynanamaz.
refused-over = Oyun bitti.
refused-not-over = Oyun hâlâ sürüyor.
refused-unknown-seat = Bu sayfanın yeri bu odanın yerlerinden biri değil.
refused-full = İki yer de dolu, bu yüzden izliyorsun.
refused-wrong-invite = Bu davet bu odanın değil, bu yüzden izliyorsun. Bağlantıyı yeniden iste.
refused-busy = Sunucu meşgul. Biraz sonra yeniden dene.
refused-replaced = Bu oyun şimdi başka bir sekmede ya da başka bir cihazda açık.

## Bir bağlantıyı iletmenin sonucu.

invite-copied = Davet bağlantısı kopyalandı: arkadaşına gönder. Bir kişiye bir kez yer verir.
watch-link-copied = İzleme bağlantısı kopyalandı: açan kişi oyunu yeri olmadan izler.
online-link-not-copied = Bağlantı kopyalanamadı: seç ve kendin kopyala.
invite-shared = Davet bağlantısı paylaşıldı. Bir kişiye bir kez yer verir.
watch-link-shared = İzleme bağlantısı paylaşıldı.
link-not-shared = Bağlantı paylaşılamadı: onun yerine kopyala.

## Odanın durum satırı.

entering-room = Odaya giriliyor…
paired = Rakip bulundu: odaya giriliyor…

turn-warning = { $who ->
    [you] Sıra sende: { $seconds } saniye kaldı.
    [one] Sıra 1. Oyuncuda: { $seconds } saniye kaldı.
    [two] Sıra 2. Oyuncuda: { $seconds } saniye kaldı.
    [friend] Sıra arkadaşında: { $seconds } saniye kaldı.
    [opponent] Sıra rakibinde: { $seconds } saniye kaldı.
   *[them] Sıra { $name } adlı oyuncuda: { $seconds } saniye kaldı.
}

new-game-swapped = { $who ->
    [you] Yerler değişti, yeni oyun: sen başlıyorsun. { $turn }
    [one] Yerler değişti, yeni oyun: 1. Oyuncu başlıyor. { $turn }
    [two] Yerler değişti, yeni oyun: 2. Oyuncu başlıyor. { $turn }
    [friend] Yerler değişti, yeni oyun: arkadaşın başlıyor. { $turn }
    [opponent] Yerler değişti, yeni oyun: rakibin başlıyor. { $turn }
   *[them] Yerler değişti, yeni oyun: { $name } adlı oyuncu başlıyor. { $turn }
}

new-game-same-opener = { $who ->
    [you] Yeni oyun: yine sen başlıyorsun. { $turn }
    [one] Yeni oyun: yine 1. Oyuncu başlıyor. { $turn }
    [two] Yeni oyun: yine 2. Oyuncu başlıyor. { $turn }
    [friend] Yeni oyun: yine arkadaşın başlıyor. { $turn }
    [opponent] Yeni oyun: yine rakibin başlıyor. { $turn }
   *[them] Yeni oyun: yine { $name } adlı oyuncu başlıyor. { $turn }
}

rematch-offered-by-you = Rövanş önerdin; arkadaşın bekleniyor.

rematch-offered = { $who ->
    [you] Rövanş öneriyorsun: kabul etmek için “Rövanş” düğmesini seç.
    [one] 1. Oyuncu rövanş öneriyor: kabul etmek için “Rövanş” düğmesini seç.
    [two] 2. Oyuncu rövanş öneriyor: kabul etmek için “Rövanş” düğmesini seç.
    [friend] Arkadaşın rövanş öneriyor: kabul etmek için “Rövanş” düğmesini seç.
    [opponent] Rakibin rövanş öneriyor: kabul etmek için “Rövanş” düğmesini seç.
   *[them] { $name } adlı oyuncu rövanş öneriyor: kabul etmek için “Rövanş” düğmesini seç.
}

rematch-offered-watching = { $who ->
    [you] Rövanş öneriyorsun.
    [one] 1. Oyuncu rövanş öneriyor.
    [two] 2. Oyuncu rövanş öneriyor.
    [friend] Arkadaşın rövanş öneriyor.
    [opponent] Rakibin rövanş öneriyor.
   *[them] { $name } adlı oyuncu rövanş öneriyor.
}

waiting-for-friend = Arkadaşın bekleniyor: ona davet bağlantısını gönder.
waiting-for-second-player = İkinci oyuncu bekleniyor.

wins = { $who ->
    [you] Sen kazandın.
    [one] 1. Oyuncu kazandı.
    [two] 2. Oyuncu kazandı.
    [friend] Arkadaşın kazandı.
    [opponent] Rakibin kazandı.
   *[them] { $name } adlı oyuncu kazandı.
}

resigned = { $who ->
    [you] Çekildin. { $result }
    [one] 1. Oyuncu çekildi. { $result }
    [two] 2. Oyuncu çekildi. { $result }
    [friend] Arkadaşın çekildi. { $result }
    [opponent] Rakibin çekildi. { $result }
   *[them] { $name } adlı oyuncu çekildi. { $result }
}

abandoned = { $who ->
    [you] Çok uzun süre yoktun ve kaybettin. { $result }
    [one] 1. Oyuncu çok uzun süre yoktu ve kaybetti. { $result }
    [two] 2. Oyuncu çok uzun süre yoktu ve kaybetti. { $result }
    [friend] Arkadaşın çok uzun süre yoktu ve kaybetti. { $result }
    [opponent] Rakibin çok uzun süre yoktu ve kaybetti. { $result }
   *[them] { $name } adlı oyuncu çok uzun süre yoktu ve kaybetti. { $result }
}

## Odada kimler var, ve hamle süresi.

seat-free = { $who ->
    [you] Senin yerin boş.
    [one] 1. Oyuncunun yeri boş.
    [two] 2. Oyuncunun yeri boş.
    [friend] Arkadaşının yeri boş.
    [opponent] Rakibinin yeri boş.
   *[them] { $name } adlı oyuncunun yeri boş.
}

friend-not-come = Arkadaşın henüz gelmedi.

here = { $who ->
    [you] Buradasın.
    [one] 1. Oyuncu burada.
    [two] 2. Oyuncu burada.
    [friend] Arkadaşın burada.
    [opponent] Rakibin burada.
   *[them] { $name } adlı oyuncu burada.
}

away = { $who ->
    [you] Burada değilsin.
    [one] 1. Oyuncu burada değil.
    [two] 2. Oyuncu burada değil.
    [friend] Arkadaşın burada değil.
    [opponent] Rakibin burada değil.
   *[them] { $name } adlı oyuncu burada değil.
}

away-time-left = { $who ->
    [you] Burada değilsin: kendi hamlelerinde dönmek için { $time } kaldı.
    [one] 1. Oyuncu burada değil: kendi hamlelerinde dönmesi için { $time } kaldı.
    [two] 2. Oyuncu burada değil: kendi hamlelerinde dönmesi için { $time } kaldı.
    [friend] Arkadaşın burada değil: kendi hamlelerinde dönmesi için { $time } kaldı.
    [opponent] Rakibin burada değil: kendi hamlelerinde dönmesi için { $time } kaldı.
   *[them] { $name } adlı oyuncu burada değil: kendi hamlelerinde dönmesi için { $time } kaldı.
}

watching = { $count ->
    [one] { $count } kişi izliyor.
   *[other] { $count } kişi izliyor.
}

clock-runs = { $who ->
    [you] Sıra sende: { $time } kaldı
    [one] Sıra 1. Oyuncuda: { $time } kaldı
    [two] Sıra 2. Oyuncuda: { $time } kaldı
    [friend] Sıra arkadaşında: { $time } kaldı
    [opponent] Sıra rakibinde: { $time } kaldı
   *[them] Sıra { $name } adlı oyuncuda: { $time } kaldı
}

rows-seated = Alttaki kuyu sırası senin; üstteki arkadaşının.
rows-watching = İzliyorsun. Alttaki kuyu sırası { $bottom }. Oyuncunun, üstteki { $top }. Oyuncunun.
