### Analiz tahtası: tahta, bir konumu kuran düzenleyici ve analiz.

## Tahta.

study-title-editing = Bir konum kur
study-title-analysing = Analiz tahtası
study-back-to-game = Oyuna dön
study-board-label = Tahta: üst sıranın kuyuları 6'dan 1'e, alt sıranınkiler 1'den 6'ya

study-row = { $row ->
    [bottom] Alt sıra
   *[top] Üst sıra
}

study-row-initial = { $row ->
    [bottom] A
   *[top] Ü
}

study-cell-pit = { $row ->
    [bottom] Alt sıra, { $pit }. kuyu
   *[top] Üst sıra, { $pit }. kuyu
}

study-cell-store = { $row ->
    [bottom] Alt hazine
   *[top] Üst hazine
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Alt sıra oynayacak.
   *[top] Üst sıra oynayacak.
}

study-board-over = Oyun bitti: { $winner ->
    [bottom] alt sıra { seeds } farkla kazanıyor
    [top] üst sıra { seeds } farkla kazanıyor
   *[draw] berabere
} ({ $south } – { $north }; alt sıra için { $lead }).

## Düzenleyici bir sayıyı neden reddeder.

study-no-such-cell = Böyle bir çukur yok.
study-count-below-zero = Sayı 0'dan küçük olamaz: bir çukurda 0 ya da daha fazla tohum olur.
study-count-blank = 0 ya da daha büyük bir tohum sayısı yaz.
study-count-not-a-number = “{ $typed }” geçerli bir tohum sayısı değil: tam sayı olmalı.
study-count-already-empty = { $cell } zaten boş.
study-count-too-many = Bu toplamda { $count ->
    [one] { $total } tohum
   *[other] { $total } tohum
} eder; bir tahtada en çok { $limit } tohum olur (nerede olursa olsun, 12 kuyunun her birinde en çok 6 tohum), bu yüzden bu çukur en çok { $most } alabilir.

## Tahta neden incelenecek bir konum değil.

study-board-empty = Tahta boş: bir kuyuya en az bir tohum koy ya da bitmiş bir oyun için hazinelere biraz koy.
study-board-too-full = Bir tahtada en çok { $limit } tohum olur; bunda { $count } var.
study-not-a-position = Bu bir konum değil: { $reason }.

study-off-start = Bir başlangıçtan ulaşılamaz: bu tahtada { seeds } var, kuyu başına { $per-pit } tohumlu bir oyunda ise { $start }. Yine de incelenebilir ve üzerinde oynanabilir.

## Düzenleyicinin düğmeleri.

study-one-seed-fewer = Bir tohum eksik
study-one-seed-more = Bir tohum fazla
study-to-move = Sıra
study-seeds-per-pit = Başlangıçta kuyu başına tohum
study-seeds-left = Bir sıra boşalınca kalan tohumlar
study-quick-set-ups = Hızlı kurulumlar
study-start-position = Başlangıç konumu
study-empty-board = Boş tahta
study-swap-sides = Taraf değiştir
study-random-position = Rastgele konum
study-analyse = Bu konumu analiz et

## Analiz.

study-solved = Çözüldü: bu başlangıçtan, iki taraf da en iyi oynarsa, { $result ->
    [wins] ilk oyuncu { seeds } farkla kazanır
    [loses] ilk oyuncu { seeds } farkla kaybeder
   *[draw] oyun berabere biter
} ({ $proof ->
    [published] bu oyunun kendi çözücüsüyle kanıtlandı; yayımlanan değerle aynı
   *[ours] bu oyunun kendi çözücüsüyle kanıtlandı
}).

study-no-moves-to-rate = Oyun bitti: değerlendirilecek hamle yok.
study-analysing = Analiz ediliyor…
study-stopped-before-first-step = İlk adımdan önce durduruldu.
study-progress-step = Adım { $step } · { $count } konum · { $state }
study-progress-depth = Derinlik { $depth } · adım { $step } · { $count } konum · { $state }
study-every-value-proved = tüm değerler kanıtlandı
study-going-deeper = daha derine iniliyor…
study-stopped = durduruldu
study-as-deep-as-it-goes = tahtanın izin verdiği kadar derin
study-stop = Durdur
study-go-on = Devam et
study-every-value = Her hamlenin değeri
study-value-wins-exactly = tam { seeds } farkla kazanır
study-value-draws = en iyi oyunla berabere
study-value-loses-exactly = tam { seeds } farkla kaybeder
study-value-wins-at-best = en fazla { seeds } farkla kazanır (kanıtlandı)
study-value-draws-at-best = en iyi ihtimalle berabere (kanıtlandı)
study-value-loses-at-best = en az { seeds } farkla kaybeder (kanıtlandı)
study-value-estimate = { $depth } derinlikte yaklaşık { $value }
study-play-pit = { $pit }. kuyuyu oyna: { $value }
study-pit = { $pit }. kuyu
study-line-expected = Beklenen devam

## Tahtada oynanan hamleler ve sonrası.

study-moves-title = Bu tahtadaki hamleler
study-undo = Geri al
study-redo = Yinele
study-edit-position = Konumu düzenle
study-copy-link = Bağlantıyı kopyala
study-link-copied = Bu konumun bağlantısı kopyalandı.
study-set-up = Kurulum

study-row-sowed = { $row ->
    [bottom] Alt sıra { $pit }. kuyudan ekti
   *[top] Üst sıra { $pit }. kuyudan ekti
}

study-play-from-here = Buradan oyna
study-play-against = Buradan oyna, rakip:
study-two-players = İki oyuncu
study-computer-at = Bilgisayar, { $level }
study-not-counted = Buradan oynanan bir oyun istatistiklere sayılmaz.
