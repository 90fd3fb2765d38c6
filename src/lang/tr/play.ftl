### Oyunun kendisi: sesli okunan tahta, üstündeki satır, sorular, oyunun sonu, hamle listesi ve
### tekrar oynatma, istatistikler, ipucu ve oyun sonrası analiz. Değişkenlere ek getirilmez.

## Ekran okuyucunun tahtanın parçalarına verdiği adlar.

board-opponent = Rakip

pit-name = { $who ->
    [you] { $pit }. kuyun, { seeds }
    [computer] Bilgisayarın { $pit }. kuyusu, { seeds }
    [one] 1. Oyuncunun { $pit }. kuyusu, { seeds }
    [two] 2. Oyuncunun { $pit }. kuyusu, { seeds }
    [friend] Arkadaşının { $pit }. kuyusu, { seeds }
    [opponent] Rakibinin { $pit }. kuyusu, { seeds }
   *[them] { $name } adlı oyuncunun { $pit }. kuyusu, { seeds }
}

pit-name-hinted = { $label }, ipucu

store-name = { $who ->
    [you] Hazinen, { seeds }
    [computer] Bilgisayarın hazinesi, { seeds }
    [one] 1. Oyuncunun hazinesi, { seeds }
    [two] 2. Oyuncunun hazinesi, { seeds }
    [friend] Arkadaşının hazinesi, { seeds }
    [opponent] Rakibinin hazinesi, { seeds }
   *[them] { $name } adlı oyuncunun hazinesi, { seeds }
}

row-name = { $who ->
    [you] Kuyuların
    [computer] Bilgisayarın kuyuları
    [one] 1. Oyuncunun kuyuları
    [two] 2. Oyuncunun kuyuları
    [friend] Arkadaşının kuyuları
    [opponent] Rakibinin kuyuları
   *[them] { $name } adlı oyuncunun kuyuları
}

row-whose = { $who ->
    [you] senin tarafın
    [computer] bilgisayarın tarafı
    [one] 1. Oyuncunun tarafı
    [two] 2. Oyuncunun tarafı
    [friend] arkadaşının tarafı
    [opponent] rakibinin tarafı
   *[them] { $name } adlı oyuncunun tarafı
}

board-rows = Tahta: üstte { $top }, 6. kuyudan 1. kuyuya; altta { $bottom }, 1. kuyudan 6. kuyuya

## Tahtanın üstünde ve çevresinde.

board-heading = Tahta
playing-by-link = Bağlantıyla oyun: tarafın { $name }
two-players-one-screen = İki oyuncu, tek ekran
against-computer = Bilgisayara karşı: { $level }
computer-thinking = Bilgisayar düşünüyor…
notice-dismiss = Kapat

## Oyun bir şey yapmadan önce sorulanlar.

new-game-title = Yeni oyun başlatılsın mı?
new-game-text = Süren oyun bırakılacak.
new-game-yes = Yeni oyun başlat
confirm-keep-playing = Oynamaya devam et
undo-title = Hamle geri alınsın mı?
undo-text = Hamlesi geri alınan oyun istatistiklerine sayılmaz.
undo-yes = Hamleyi geri al
hint-title = İpucu gösterilsin mi?
hint-text = İpucu gösterilen oyun istatistiklerine sayılmaz.
hint-yes = İpucunu göster
reset-title = İstatistiklerin sıfırlansın mı?
reset-text = Her zorluktaki ve her kural setindeki tüm rekorlar unutulacak.
reset-statistics = İstatistikleri sıfırla
reset-no = Kalsın

## Oyunun sonu.

game-over-heading = Oyun bitti
game-over-play-again = Yeniden oyna
final-score = { $south } { $southstore }, { $north } { $northstore }

## Hamle listesi ve tekrar oynatma.

moves-heading = Hamleler
log-keys = Fazladan hamle sonraki hamleyle birleşir: 3 6 | 2. Listede ← ve → ile ilerlenir.
swap-move = Taraf değiştirme: { $sentence }
replay-bar = Tekrar oynat
replay-at-start = Tekrar oynat: başlangıç, { moves } öncesi.
replay-after-move = Tekrar oynat: { $total } hamlenin { $ply }. hamlesinden sonra. { $what }
to-the-start = Başa dön
move-back = Bir hamle geri ([)
move-forward = Bir hamle ileri (])
replay-back-to-game = Oyuna dön
copy-game-link = Oyun bağlantısını kopyala
copy-as-text = Metin olarak kopyala
analyse-from-here = Buradan analiz et
open-a-game = Oyun aç
paste-a-game = Bir oyunu metin olarak ya da oyun bağlantısı olarak yapıştır:
open-game-button = Aç

## İstatistikler.

stats-heading = İstatistikler
stats-tally-against-computer = Bu ziyaret: sen { $you }, bilgisayar { $computer }, berabere { $draws }; kullanılan ipucu { $hints }.
stats-tally = Bu ziyaret: kullanılan ipucu { $hints }.
stats-rating-none = Puanın: henüz yok. Bilgisayara karşı sayılan oyunlarından hesaplanır ve sana dengeli bir oyun verecek seviyeyi önerir.
stats-rating = { $games ->
    [one] Puanın: yaklaşık { $rating } (artı eksi { $deviation }), sayılan { $games } oyundan. { $level } sana dengeli bir oyun vermeli.
   *[other] Puanın: yaklaşık { $rating } (artı eksi { $deviation }), sayılan { $games } oyundan. { $level } sana dengeli bir oyun vermeli.
}
stats-note = Bilgisayara karşı biten oyunlar burada sayılır; hamle geri alınmışsa ya da ipucu gösterilmişse sayılmaz. Başka tohum sayılarıyla ya da özel kurallarla oynanan oyunlar ayrı tutulur, her biri kendi başlığı altında. Çevrimiçi insanlara karşı oyunlar sonda ayrıca sayılır; tek ekranda iki kişilik oyunlar kaydedilmez. Hiçbir şey bu tarayıcıdan çıkmaz. Puanın seviyelerin kendi ölçeğindedir (Kolay 0, Zor yaklaşık 1250) ve tüm tahtalardaki sonuçlarından hesaplanır.
online-none = Henüz yok: sonuna kadar oynanan çevrimiçi bir oyun burada sayılır.
online-table = Çevrimiçi sonuçlar tablosu
online-caption = Çevrimiçi insanlara karşı sonuçlar
online-heading = Çevrimiçi, insanlara karşı
column-rules = Kurallar
column-difficulty = Zorluk
column-played = Oynanan
column-won = Kazanılan
column-lost = Kaybedilen
column-drawn = Berabere
column-win-rate = Kazanma oranı
column-streak = Seri
column-best-run = En iyi seri
column-fastest-win = En hızlı galibiyet
column-most-seeds = En çok tohum
column-best-margin = En büyük fark
win-rate = %{ $percent }
duration-seconds = { $seconds } sn
duration-minutes = { $minutes } dk { $seconds } sn
key-won = galibiyet (G)
key-drawn = beraberlik (B)
key-lost = mağlubiyet (M)
records-table = Rekor tablosu, { $rules }
records-caption = Rekorlar, { $rules }
chart-title = Zorluğa göre kazanılan, berabere biten ve kaybedilen oyunlar, { $rules }
chart-no-games = { $level }: oyun yok.
chart-games = { $level }: { $won } galibiyet, { $drawn } beraberlik, { $lost } mağlubiyet.
chart-count = G{ $won } B{ $drawn } M{ $lost }

## İpucu: bir hamlenin ya da taraf değiştirmenin nereye varması beklenir.

wins-exactly = { $what ->
    [swap] Taraf değiştirmek tam { seeds } farkla kazandırır.
   *[pit] { $pit }. kuyu tam { seeds } farkla kazandırır.
}
draws-exactly = { $what ->
    [swap] İki taraf da en iyi oynarsa taraf değiştirmek beraberlikle biter.
   *[pit] İki taraf da en iyi oynarsa { $pit }. kuyu beraberlikle biter.
}
loses-exactly = { $what ->
    [swap] İki taraf da en iyi oynarsa taraf değiştirmek tam { seeds } farkla kaybettirir.
   *[pit] İki taraf da en iyi oynarsa { $pit }. kuyu tam { seeds } farkla kaybettirir.
}
should-win = { $what ->
    [swap] Taraf değiştirmek: yaklaşık { seeds } farkla kazanman beklenir.
   *[pit] { $pit }. kuyu: yaklaşık { seeds } farkla kazanman beklenir.
}
should-be-even = { $what ->
    [swap] Taraf değiştirmek: aşağı yukarı dengede kalması beklenir.
   *[pit] { $pit }. kuyu: aşağı yukarı dengede kalması beklenir.
}
should-lose = { $what ->
    [swap] Taraf değiştirmek: yaklaşık { seeds } farkla kaybetmen beklenir.
   *[pit] { $pit }. kuyu: yaklaşık { seeds } farkla kaybetmen beklenir.
}
opening-note = Bu, sıran bittiğinde rakibinin yapabileceği taraf değiştirmeyi de hesaba katar.
swap-worth-same = Taraf değiştirmek aynı değerdedir.
swap-hands-over = Taraf değiştirmek bu farkı rakibine bırakır.
every-move-value = Her hamlenin değeri

## Oyun sonrası analiz.

analysis-heading = Analiz
analysis-note = Bilgisayar oyunun her konumunu sabit bir bütçeyle değerlendirir. Grafik, alttaki oyuncu için her hamleden sonra beklediği son farkı gösterir: çizginin üstünde o öndedir. Halka bir hatayı gösterir.
analyse-game = Oyunu analiz et
analysis-stop = Durdur
graph-name = Beklenen fark grafiği; ← ve → ile hamleler arasında gezilir
analysis-progress = Analiz ilerlemesi
graph-ahead = { $who ->
    [you] Sen öndesin
    [computer] Bilgisayar önde
   *[them] { $name } önde
}
choice-pit = { $pit }. kuyu
choice-swap = taraf değiştirme
expect-ahead = { $who ->
    [you] { seeds } önde bitirmen beklenir
    [computer] bilgisayarın { seeds } önde bitirmesi beklenir
   *[them] { $name } adlı oyuncunun { seeds } önde bitirmesi beklenir
}
expect-even = aşağı yukarı dengede bitmesi beklenir
point-sowed = { $who ->
    [you] Hamle { $number }, { $pit }. kuyudan ektin: { $expected }.
    [computer] Hamle { $number }, bilgisayar { $pit }. kuyudan ekti: { $expected }.
   *[them] Hamle { $number }, { $name } { $pit }. kuyudan ekti: { $expected }.
}
point-swapped = { $who ->
    [you] Hamle { $number }, taraf değiştirdin: { $expected }.
    [computer] Hamle { $number }, bilgisayar taraf değiştirdi: { $expected }.
   *[them] Hamle { $number }, { $name } taraf değiştirdi: { $expected }.
}
mistake-note = Bir hata: { $better } { seeds } daha iyiydi.
analysis-accuracy = { $who ->
    [you] { $moves } hamlenin { $best } tanesinde en iyi hamleyi oynadın (%{ $percent }).
    [computer] Bilgisayar { $moves } hamlenin { $best } tanesinde en iyi hamleyi oynadı (%{ $percent }).
   *[them] { $name } { $moves } hamlenin { $best } tanesinde en iyi hamleyi oynadı (%{ $percent }).
}
no-mistakes = { seeds } ya da daha büyük hata yok.
mistake-item = hamle { $number } ({ $played }; { $better } { seeds } daha iyiydi)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] En büyük hatan: { $list }.
        [computer] Bilgisayarın en büyük hatası: { $list }.
       *[them] { $name } adlı oyuncunun en büyük hatası: { $list }.
    }
   *[other] { $who ->
        [you] En büyük hataların: { $list }.
        [computer] Bilgisayarın en büyük hataları: { $list }.
       *[them] { $name } adlı oyuncunun en büyük hataları: { $list }.
    }
}
turning-point = { $who ->
    [you] Dönüm noktası: hamle { $number } ({ $choice }). O andan sonra hep öndeydin.
    [computer] Dönüm noktası: hamle { $number } ({ $choice }). O andan sonra bilgisayar hep öndeydi.
   *[them] Dönüm noktası: hamle { $number } ({ $choice }). O andan sonra { $name } hep öndeydi.
}
biggest-swing = En büyük dalgalanma: hamle { $number } ({ $choice }), { seeds } fark.

rule-set-standard = Standart Kalah (kuyu başına { seeds })
rule-set-seeds = Kuyu başına { seeds }
rule-set-with-rules = Kuyu başına { seeds }; özel kurallar: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = karşısı boşken ele geçirme
rule-set-one-extra-turn = art arda tek fazladan hamle
rule-set-both-stores = iki hazineye de ekim
rule-set-skip-origin = başlangıç kuyusunu atlama
rule-set-pie = pasta kuralı
rule-set-to-runner = kalanlar tohumu bitene
rule-set-discard = kalanlar kimseye sayılmaz

search-solved = Bilgisayar bu oyunu sonuna kadar çözdü.
search-looked-ahead = Bilgisayar { $depth } hamle ileriye baktı ({ $positions }).
search-positions = { $count ->
    [one] { $count } konum
   *[other] { $count } konum
}
search-million-positions = { $millions } milyon konum
