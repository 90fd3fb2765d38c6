### Türkçe. Oyunun adı her dilde Kalah'tır. Terimler için glossary.md dosyasına bakın:
### kuyu, hazine, tohum, ekmek, ele geçirmek, fazladan hamle, taraf değiştirmek.
### Oyuncuya "sen" diye hitap edilir. { $name } değişkenine ek getirilmez: cümle onun
### çevresinde kurulur ("{ $name } adlı oyuncu"). Kuyu numaralarına da ek getirilmez:
### "{ $pit }. kuyu" biçimi kullanılır, ekler "kuyu" sözcüğüne gelir.

-language-name = Türkçe
-language-direction = ltr

## Oyuncular, cümlede anıldıkları biçimde.

player-you = Sen
player-computer = Bilgisayar
player-one = 1. Oyuncu
player-two = 2. Oyuncu

## Kuyuların kime ait olduğu.

owner-you = Sana ait
owner-computer = Bilgisayara ait
owner-player-one = 1. Oyuncuya ait
owner-player-two = 2. Oyuncuya ait

## Sayılar. Türkçede sayıdan sonra ad tekil kalır.

seeds = { $count ->
    [one] { $count } tohum
   *[other] { $count } tohum
}

moves = { $count ->
    [one] { $count } hamle
   *[other] { $count } hamle
}

## Bir hamlenin sonucu.

sowed = { $who ->
    [you] { $pit }. kuyudan ektin.
    [computer] Bilgisayar { $pit }. kuyudan ekti.
    [one] 1. Oyuncu { $pit }. kuyudan ekti.
    [two] 2. Oyuncu { $pit }. kuyudan ekti.
    [friend] Arkadaşın { $pit }. kuyudan ekti.
    [opponent] Rakibin { $pit }. kuyudan ekti.
   *[them] { $name } { $pit }. kuyudan ekti.
}

sowed-extra-turn = { $who ->
    [you] { $pit }. kuyudan ektin: fazladan hamle kazandın.
    [computer] Bilgisayar { $pit }. kuyudan ekti: fazladan hamle kazandı.
    [one] 1. Oyuncu { $pit }. kuyudan ekti: fazladan hamle kazandı.
    [two] 2. Oyuncu { $pit }. kuyudan ekti: fazladan hamle kazandı.
    [friend] Arkadaşın { $pit }. kuyudan ekti: fazladan hamle kazandı.
    [opponent] Rakibin { $pit }. kuyudan ekti: fazladan hamle kazandı.
   *[them] { $name } { $pit }. kuyudan ekti: fazladan hamle kazandı.
}

sowed-captured = { $who ->
    [you] { $pit }. kuyudan ektin ve { seeds } ele geçirdin.
    [computer] Bilgisayar { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
    [one] 1. Oyuncu { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
    [two] 2. Oyuncu { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
    [friend] Arkadaşın { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
    [opponent] Rakibin { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
   *[them] { $name } { $pit }. kuyudan ekti ve { seeds } ele geçirdi.
}

sowed-captured-extra-turn = { $who ->
    [you] { $pit }. kuyudan ektin ve { seeds } ele geçirdin: fazladan hamle kazandın.
    [computer] Bilgisayar { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
    [one] 1. Oyuncu { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
    [two] 2. Oyuncu { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
    [friend] Arkadaşın { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
    [opponent] Rakibin { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
   *[them] { $name } { $pit }. kuyudan ekti ve { seeds } ele geçirdi: fazladan hamle kazandı.
}

swapped = { $who ->
    [you] Taraf değiştirdin.
    [computer] Bilgisayar taraf değiştirdi.
    [one] 1. Oyuncu taraf değiştirdi.
    [two] 2. Oyuncu taraf değiştirdi.
    [friend] Arkadaşın taraf değiştirdi.
    [opponent] Rakibin taraf değiştirdi.
   *[them] { $name } taraf değiştirdi.
}

## Sıranın kimde olduğu ve oyunun nasıl bittiği.

to-move = { $who ->
    [you] Sıra sende.
    [computer] Sıra bilgisayarda.
    [one] Sıra 1. Oyuncuda.
    [two] Sıra 2. Oyuncuda.
    [friend] Sıra arkadaşında.
    [opponent] Sıra rakibinde.
   *[them] Sıra { $name } adlı oyuncuda.
}

to-move-or-swap = { $who ->
    [you] Sıra sende: tohum ek ya da taraf değiştir.
    [computer] Sıra bilgisayarda: tohum ekebilir ya da taraf değiştirebilir.
    [one] Sıra 1. Oyuncuda: tohum ekebilir ya da taraf değiştirebilir.
    [two] Sıra 2. Oyuncuda: tohum ekebilir ya da taraf değiştirebilir.
    [friend] Sıra arkadaşında: tohum ekebilir ya da taraf değiştirebilir.
    [opponent] Sıra rakibinde: tohum ekebilir ya da taraf değiştirebilir.
   *[them] Sıra { $name } adlı oyuncuda: tohum ekebilir ya da taraf değiştirebilir.
}

game-over = Oyun bitti. { $result }

draw = Berabere: her oyuncuda { seeds } var.

won = { $who ->
    [you] { seeds } farkla kazandın, skor { $high }-{ $low }.
    [computer] Bilgisayar { seeds } farkla kazandı, skor { $high }-{ $low }.
    [one] 1. Oyuncu { seeds } farkla kazandı, skor { $high }-{ $low }.
    [two] 2. Oyuncu { seeds } farkla kazandı, skor { $high }-{ $low }.
    [friend] Arkadaşın { seeds } farkla kazandı, skor { $high }-{ $low }.
    [opponent] Rakibin { seeds } farkla kazandı, skor { $high }-{ $low }.
   *[them] { $name } { seeds } farkla kazandı, skor { $high }-{ $low }.
}

## Bir kuyudan ekmeden önce, hamlenin ne getireceği.

lands-in-your-store = { $pit }. kuyu: son tohum senin hazinene düşer; { $effect ->
    [extra-turn] fazladan hamle kazanırsın
    [capture] { $count } tohum ele geçirirsin
    [ends-game] oyun biter
   *[nothing] ne ele geçirme olur ne de fazladan hamle
}.

lands-in-other-store = { $pit }. kuyu: son tohum diğer hazineye düşer; { $effect ->
    [extra-turn] fazladan hamle kazanırsın
    [capture] { $count } tohum ele geçirirsin
    [ends-game] oyun biter
   *[nothing] ne ele geçirme olur ne de fazladan hamle
}.

lands-in-your-pit = { $pit }. kuyu: son tohum senin { $landing }. kuyuna düşer; { $effect ->
    [extra-turn] fazladan hamle kazanırsın
    [capture] { $count } tohum ele geçirirsin
    [ends-game] oyun biter
   *[nothing] ne ele geçirme olur ne de fazladan hamle
}.

lands-in-their-pit = { $pit }. kuyu: son tohum karşı tarafın { $landing }. kuyusuna düşer; { $effect ->
    [extra-turn] fazladan hamle kazanırsın
    [capture] { $count } tohum ele geçirirsin
    [ends-game] oyun biter
   *[nothing] ne ele geçirme olur ne de fazladan hamle
}.

## Bir hamlenin neden reddedildiği (cümle içine yerleşen yan cümleler).

not-your-turn-reason = sıra sende değil
stale-answer-reason = bu yanıt daha önceki bir konum içindi
no-such-pit-reason = { $pit }. kuyu yok; her tarafta { $pits } kuyu var
empty-pit-reason = { $pit }. kuyu boş
game-is-over-reason = oyun bitti
move-limit-reason = oyun hamle sınırına ulaştı
swap-not-offered-reason = taraf değiştirme yalnızca pasta kuralı açıkken, ikinci oyuncuya ve birinci oyuncu ilk sırasını tamamladıktan sonra sunulur

## Durum satırı: az önce ne olduğu, ardından sıranın kimde olduğu.

new-game = Yeni oyun. { $status }
game-resumed = Oyun kaldığı yerden sürüyor. { $turn }
from-analysis-board = Analiz tahtasındaki konumdan başlayan bir oyun; istatistiklere sayılmaz. { $status }
from-link = Bağlantıdan açılan oyun; şimdiye kadar { moves } oynandı. { $turn }
from-online = Çevrimiçi oyun ({ moves }) hamle listesi ve analizi için burada. { $turn }
seated-by-link = Bağlantıyla oynuyorsun; tarafın: { $name }. { $turn }
send-your-move = { $status } Hamleni “Hamleni gönder” ile gönder (alıcı: { $name }).
no-move-found = Bilgisayar bir hamle bulamadı; lütfen yeni bir oyun başlat.
stats-reset = İstatistikler sıfırlandı.
move-taken-back = Hamle geri alındı. { $turn }
move-played-again = Hamle yeniden oynandı. { $turn }
analysing = Oyun analiz ediliyor…
analysis-stopped = Analiz durduruldu.
analysis-done = Analiz tamamlandı: grafik oyunun nasıl geçtiğini gösteriyor.
move-copied = Hamlen bağlantı olarak kopyalandı: bağlantıyı gönder (örneğin bir mesajla), alıcı: { $name }. Yanıt da aynı yoldan gelir.
link-copied = Bu oyunun bağlantısı kopyalandı: bağlantıyı açan herkes oyunu şu anki hâliyle görür.
sound-on-by-key = Ses açık (M ile kapanır).
sound-off-by-key = Ses kapalı (M ile açılır).
text-copied = Oyun metin olarak kopyalandı: yeniden görmek için burada ya da başka bir cihazda, hamlelerin altındaki “Oyun aç” alanına yapıştır.
looking-for-hint = En iyi hamle aranıyor…
no-hint = İpucu yok: yapılabilecek bir hamle yok.
hint = İpucu: { $hint }
replay-refused = Bu, oyunun tekrarı: hamle yapmak için oyuna geri dön.
other-device = Sıra sende değil: diğer oyuncu kendi cihazında oynuyor.
pit-is-empty = { $pit }. kuyu boş: içinde tohum olan bir kuyu seç.
not-your-turn = Sıra sende değil.
cannot-sow = { $pit }. kuyudan ekilemez: { $reason }.
cannot-swap = Taraf değiştirilemez: { $reason }.

time-running-out = { $who ->
    [you] Sıra sende
    [computer] Sıra bilgisayarda
    [one] Sıra 1. Oyuncuda
    [two] Sıra 2. Oyuncuda
    [friend] Sıra arkadaşında
    [opponent] Sıra rakibinde
   *[them] Sıra { $name } adlı oyuncuda
}: { $seconds ->
    [one] { $seconds } saniye kaldı.
   *[other] { $seconds } saniye kaldı.
}

timed-out = { $who ->
    [you] Süren doldu: senin yerine rastgele bir kuyudan ekildi. { $said }
    [computer] Bilgisayarın süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
    [one] 1. Oyuncunun süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
    [two] 2. Oyuncunun süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
    [friend] Arkadaşının süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
    [opponent] Rakibinin süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
   *[them] { $name } adlı oyuncunun süresi doldu: onun yerine rastgele bir kuyudan ekildi. { $said }
}

words-missing = { $language } dili yüklenemedi. Yeniden denemek için onu Ayarlar menüsünden tekrar seç.

language-label = Dil

page-title = Mancala: Kalah’ı tarayıcında oyna
page-description = Kalah’ı (mancala) tarayıcında ücretsiz oyna: sekiz seviyeli güçlü bir bilgisayar rakibi ya da aynı ekranda iki oyuncu. Klavye ve ekran okuyucuyla oynanabilir.
