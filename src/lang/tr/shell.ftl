## Sayfanın başlığı ve alt bilgisi.

masthead = Mancala
tagline = Kalah: tohum ekip ele geçirdiğin altı kuyulu oyun
footer = Ücretsiz; hesap yok, izleme yok. Bilgisayara karşı, aynı ekranda ya da bağlantıyla oynanan oyunlar tarayıcında kalır; çevrimiçi oyun, odanın kurallarını ve hamlelerini oda sunucusuna gönderir, sunucu da bunları saklar (bkz. Yardım).

## Araç çubuğu.

toolbar-label = Oyun
new-game-button = Yeni oyun
undo-button = Geri al
redo-button = Yinele
hint-button = İpucu
skip-button = Atla
full-screen-button = Tam ekran
send-move-button = Hamleni gönder
swap-button = Taraf değiştir
settings-button = Ayarlar
loading-settings = Ayarlar yükleniyor…

## Modlar arasında gezinme.

modes-label = Modlar
nav-play = Oyna
nav-puzzles = Bulmacalar
nav-learn = Öğren
nav-analysis = Analiz tahtası
nav-analysis-short = Analiz
nav-online = Çevrimiçi oyna
nav-online-short = Çevrimiçi
loading-puzzles = Bulmacalar yükleniyor…
loading-lessons = Dersler yükleniyor…
loading-analysis-board = Analiz tahtası yükleniyor…
loading-online = Çevrimiçi oyun yükleniyor…
not-loaded = Sayfanın bu bölümü yüklenemedi. Oyun devam ediyor; yeniden denemek için sayfayı yenile.
learn-offer-start = Mancala'da yeni misin?
learn-offer-link = Sekiz kısa derste oynamayı öğren
learn-offer-end = .

## Ayarların adları.

opponent-label = Rakip
difficulty-label = Zorluk
who-opens-label = Kim başlar
turn-clock-label = Hamle süresi
seeds-per-pit-label = Kuyu başına tohum
house-rules-label = Özel kurallar
sweep-label = Bir sıra boşalınca kalan tohumlar
speed-label = Hız
motion-label = Hareket
colours-label = Renkler
sound-label = Ses (M)
done-button = Tamam

## Ayarların seçenekleri.

opponent-computer = Bilgisayar
opponent-human = İki oyuncu
level-easy = Kolay
level-medium = Orta
level-hard = Zor
level-expert = Uzman
level-numbered = Seviye { $number }
level-named-with-number = { $level } (seviye { $number })
side-first = Sen (1. Oyuncu)
side-second = Bilgisayar (2. Oyuncu)
side-alternate = Sırayla
speed-slow = Yavaş
speed-normal = Normal
speed-fast = Hızlı
speed-instant = Anında
clock-off = Kapalı
clock-minutes = { $count ->
    [one] { $count } dakika
   *[other] { $count } dakika
}
follow-system = Sistem ayarına göre
motion-reduced = Azaltılmış: hamleler anında yerleşir
motion-full = Tam animasyon
theme-light = Açık
theme-dark = Koyu
theme-contrast = Yüksek karşıtlık
sound-off = Kapalı
sound-on = Açık
sweep-own-row = Sıranın sahibine gider
sweep-to-runner = Tohumu biten oyuncuya gider
sweep-discard = Kimseye sayılmaz
rule-empty-capture = Boş kuyuna düşen son tohum, karşısı boş olsa da hazineye girer
rule-one-extra-turn = Arka arkaya yalnızca bir fazladan hamle
rule-both-stores = İki hazineye de ek
rule-skip-origin = Tahtayı dolaşan tohumlar başladıkları kuyuyu atlar
rule-pie = İlk hamleden sonra ikinci oyuncu taraf değiştirebilir

## Oyunun yanındaki bildirimler.

storage-trouble = Bu tarayıcı sayfanın hiçbir şey kaydetmesine izin vermiyor (depolama kapalı ya da dolu); ayarların ve istatistiklerin yalnızca sayfadan ayrılana kadar geçerli.
store-missing = Sayfanın ayarlarını, istatistiklerini ve oyununu okuyup kaydeden bölümü yüklenemedi. Daha önce kaydedilenler olduğu gibi kalıyor, ama bu ziyaret kaydedilmeyebilir: yeniden denemek için sayfayı yenile.
no-worker = Tarayıcın arka plan işlemi başlatmadı; bu yüzden bilgisayar sayfanın kendisinde, daha küçük bir bütçeyle (en fazla Orta) düşünüyor.
link-unread = Sayfanın bağlantıları okuyan bölümü yüklenemedi; bu yüzden bağlantı açılmadı ve yerine yeni bir oyun başlıyor. Adres bağlantıyı hâlâ içeriyor: yeniden denemek için sayfayı yenile.
settings-unreadable = Kayıtlı ayarların kullanılamadı ({ $why }); varsayılanlar geçerli. Bir ayarı değiştirdiğinde yeniden kaydedilirler.
stats-unreadable = Kayıtlı istatistiklerin okunamadı ({ $why }). Şimdilik olduğu gibi kalıyorlar: bu ziyaret sıfırdan sayar ve ancak bir oyun sayıldığında onların üzerine yazar.
game-unresumable = Kayıtlı oyunun sürdürülemedi ({ $why }); yeni bir oyun başlıyor.
lessons-unreadable = Bitirdiğin derslerin kaydı okunamadı ({ $why }). Bir dersi bitirene kadar olduğu gibi kalıyor; o zaman yeni bir kayıt başlar.
puzzles-unreadable = Bulmaca puanın ve bulmacaların okunamadı ({ $why }). Bir bulmaca deneyene kadar olduğu gibi kalıyorlar; o zaman yeni bir kayıt başlar.
seats-unreadable = Canlı odalardaki yerlerin okunamadı ({ $why }). Bir yere oturana kadar olduğu gibi kalıyorlar; o zaman yeni bir kayıt başlar.
fork-older = Bu bağlantı, bu cihazdaki oyundan daha eski: { $same }. hamleden sonra bitiyor, seninki ise { $kept }. hamleye kadar sürüyor. Bağlantıdaki oyun gösteriliyor ve bundan sonra burada saklanıyor; bu cihazdaki oyuna dönmek için şunu aç: ?{ $link }
fork-differs = Bu bağlantıdaki oyun, bu cihazdakinden { $same }. hamleden sonra ayrılıyor: { $next }. hamle burada { $kept }, bağlantıda ise { $linked }. Bağlantıdaki oyun gösteriliyor ve bundan sonra burada saklanıyor; bu cihazdaki oyuna dönmek için şunu aç: ?{ $link }
fork-pit = { $pit }. kuyu
fork-swap = taraf değiştirme
move-not-copied = Tarayıcın kopyalamadı; gönderilecek bağlantı burada (alıcı: { $name }): { $link }
link-not-copied = Tarayıcın kopyalamadı; bu oyunun bağlantısı burada: { $link }
text-not-copied = Tarayıcın kopyalamadı; oyunun metni burada (tek satırda, olduğu gibi yeniden okunabilir): { $text }
invalid-settings = Bu ayarlar geçerli değil; hiçbir şey değişmedi.

## Kayıtlı bir şeyin neden okunamadığı: parantez içinde bir cümle.

corrupt-reason = kayıtlı metin bozuk
shape-reason = bu sayfanın kaydettiği biçimde değil
version-reason = bu sayfanın daha yeni bir sürümüyle kaydedilmiş
absurd-reason = içindeki sayılar doğru olamaz

## Bir bağlantının uygulanmayan kısımları.

ignored = Bu bağlantının bir kısmı anlaşılamadı; bu yüzden o ayarlar varsayılan değerlerinde kaldı: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = “{ $key }” bir ayar değil
ignored-bad-value = “{ $value }”, { $key } için geçerli bir değer değil
ignored-repeated = { $key } birden çok kez verilmiş
ignored-more = { $count } tane daha
