record-empty = Burada açılacak bir şey yok: bir oyun kaydı ya da oyun bağlantısı yapıştır.
record-too-long = Bu metin her oyun kaydından uzun ({ $chars } karakter), bu yüzden okunmadı.
record-not-a-record = Bu bir oyun kaydı ya da oyun bağlantısı değil: bir kayıt [South "You"] gibi etiketleriyle başlar, bu metin ise { $quoted } ile başlıyor.
record-not-a-tag = { $quoted } bir etiket gibi yazılmamış: [Ad "değer"].
record-unknown-tag = { $quoted } bir oyun kaydının etiketi değil; etiketleri şunlar: { $tags }.
record-repeated-tag = { $tag } etiketi birden fazla kez verilmiş.
record-missing-tag = Kayıtta { $tag } etiketi yok, oysa her kayıt buna ihtiyaç duyar.
record-bad-value = { $quoted }, { $tag } etiketi için bir değer değil; bu etiket şunu alır: { $takes }.
record-takes-date = 2026-12-02 biçiminde yazılmış bir gün
record-takes-south = You ya da iki kişilik oyunda Player 1
record-takes-north = Computer ve bir seviye, örneğin "Computer, Hard (level 7)", ya da iki kişilik oyunda Player 2
record-takes-side = first, second ya da alternate
record-takes-seeds = 3 ile 6 arası
record-takes-rules = virgülle ayrılmış empty-capture, one-extra-turn, both-stores, skip-origin ve pie listesi, her biri en çok bir kez
record-takes-sweep = own, runner ya da none
record-takes-start = diğer etiketlerin kurduğu oyunun, motorun metin biçiminde bir başlangıcı
record-takes-result = hamlelerin vardığı sonuç
record-players = { $south } ve { $north } aynı oyunu oynamaz: bilgisayara karşı oyuncular You ve Computer, iki kişilik oyunda ise Player 1 ve Player 2'dir.
record-round-number = Hamlelerin { $round }. turu "{ $round }." ile başlamalı, { $quoted } ile değil.
record-missing-bar = Hamlelerin { $round }. turu, ilk sırasından sonra ikinciden önce "|" olmadan sürüyor.
record-empty-turn = Hamlelerin { $round }. turunda hiç hamlesi olmayan bir sıra var.
record-not-a-move = { $number }. hamle ({ $round }. turda), { $quoted }, bir kuyu ya da taraf değiştirme değil.
record-illegal = { $number }. hamle ({ $round }. turda), { $quoted }, oynanamaz: { $reason }.
record-turn-over = { $number }. hamle ({ $round }. turda), { $quoted }, bitmiş bir sıraya yazılmış: önceki hamle fazladan hamle vermedi, yani sıra diğer oyuncudaydı.
record-extra-turn-left = { $number }. hamle ({ $round }. turda), { $quoted }, fazladan hamle kazandırdı, bu yüzden sırası orada bitemez.
record-wrong-result = { $quoted } sonucu hamlelerin vardığı sonuç değil: { $actual }.
record-no-game-in-link = Bu bağlantıda açılacak bir oyun yok: oyun bağlantısında, "{ copy-game-link }" düğmesinin yazdığı gibi "game=" bulunur.

position-parts = bir konum '.' ile ayrılmış 6 parçadan oluşur, ama bunda { $found } parça var
position-rules-text = '{ $text }' 6x4 gibi bir kural takımı değil (kuyu x tohum, ardından özel kural harfleri)
position-pits = taraf başına kuyu sayısı 1 ile { $most } arasında olmalı, { $found } değil
position-seeds = kuyu başına tohum sayısı 1 ile { $most } arasında olmalı, { $found } değil
position-side = '{ $text }' hamle sırası olan bir taraf değil (s, n, se veya ne)
position-number = '{ $text }' bir tohum sayısı değil
position-moves = '{ $text }' bir hamle listesi değil (kuyu numaraları ve taraf değiştirmek için s)
position-not-canonical = bu oyun bitti; biten bir oyun, tohumlar hazinelere alınmış ve sıra alt tarafta olarak yazılır: { $text }
position-row-length = { $row ->
    [south] alt sırada { $found } kuyu var; kurallar { $expected } diyor
   *[north] üst sırada { $found } kuyu var; kurallar { $expected } diyor
}
position-seed-total = tahtada toplam { $found } tohum var; kurallar { $expected } tohumla başlar
position-extra-turn = konum fazladan hamle olarak işaretli, ama bu yalnızca tek fazladan hamle özel kuralında geçerli
position-too-many-seeds = tahtada toplam { $found } tohum var; bir konumda en çok { $most } olabilir

link-position-refused = Bu bağlantıdaki konum açılmadı: { $reason }. Tahta onun yerine başlangıcı gösteriyor.
link-position-too-long = { $quoted } her konumdan uzun ({ $chars } karakter)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } içinde hiç tohum yok
link-game-refused = Bu bağlantıdaki oyun açılmadı: { $reason }.
link-game-too-long = her oyundan uzun ({ $chars } karakter)
link-game-no-rules = ayarları bir oyun oluşturmuyor
link-game-other-start = başlangıcı { $quoted }, bağlantının kurduğu oyunun başlangıcı değil
link-game-not-a-position = { $quoted } bir konum değil
link-game-not-a-move = { $number }. hamle ({ $quoted }) bir kuyu ya da taraf değiştirme değil
link-game-illegal-sow = { $number }. hamle ({ $pit }. kuyu) oynanamaz: { $reason }
link-game-illegal-swap = { $number }. hamle (taraf değiştirme) oynanamaz: { $reason }
link-game-stops-early = { $kept ->
    [0] Bu bağlantıdaki oyun erken duruyor: { $reason }. Oyun baştan başlıyor.
    [one] Bu bağlantıdaki oyun erken duruyor: { $reason }. Ondan önceki hamle gösteriliyor.
   *[other] Bu bağlantıdaki oyun erken duruyor: { $reason }. Ondan önceki { $shown } hamle gösteriliyor.
}
