### Derslerin çerçevesi: liste, bir adımın başlığı, hedefi ve düğmeleri, ve sayfanın her deneme
### için söyledikleri. Derslerin kendi metinleri lessons.ftl dosyasındadır.

## Ders listesi.

learn-title = Oynamayı öğren
learn-intro = Sekiz kısa ders; her biri birkaç tahta ve senin sıran için tek bir hedeften oluşur. Alt sırayı sen oynarsın ve ilk sen başlarsın; karşı taraf bir ders boyunca hiç hamle yapmaz. { $count } dersten { $done } tanesi tamam.
lesson-entry = { $number }. { $title }
lesson-done = Tamam
lesson-not-done = Yapılmadı

## Bir adım.

lesson-heading = Ders { $number } / { $count }: { $title }
step-of = Adım { $number } / { $count }
goal-label = Hedef:
back-to-game = Oyuna dön
set-board-back = Tahtayı sıfırla
next-step = Sonraki adım
next-lesson = Sonraki ders
back-to-lessons = Derslere dön
all-lessons = Tüm dersler

## Sayfanın son deneme için söyledikleri.

try-fresh = Ekmek için kendi kuyularından birini seç: üzerine tıkla, ya da ok tuşlarını ve Enter'ı kullan, ya da numarasını yaz.
try-extra-turn = Fazladan hamle: son tohumun hazinene düştü. Yine oyna.
try-extra-turn-again = { $count }. fazladan hamle: son tohumun yine hazinene düştü. Yine oyna.
try-wrong = Henüz değil. { $missed } Tahta başa döndü: yeniden dene.
try-right = Doğru! { $why }
try-right-last = Doğru! { $why } Bu ders burada bitiyor.

## Çukurlar: son tohumun düştüğü yer (yönelme hâli) ve hedef (ayrılma hâli).

lesson-last-cell = { $last ->
    [your-pit] kendi { $pit }. kuyuna
    [their-pit] rakibinin { $pit }. kuyusuna
    [your-store] hazinene
   *[their-store] rakibinin hazinesine
}
lesson-target-cell = { $target ->
    [your-pit] kendi { $goal }. kuyundan
    [their-pit] rakibinin { $goal }. kuyusundan
    [your-store] hazinenden
   *[their-store] rakibinin hazinesinden
}
lesson-cells = { $cells ->
    [one] { $cells } çukur
   *[other] { $cells } çukur
}

## Bir denemenin hedefi nasıl kaçırdığı.

missed-cell = Son tohumun { lesson-last-cell } düştü: { $off ->
    [short] { lesson-target-cell } { lesson-cells } önce
    [past] { lesson-target-cell } { lesson-cells } sonra
   *[apart] { lesson-target-cell } başka bir yere
}.
missed-store = Son tohumun { lesson-last-cell } düştü: { $off ->
    [short] hazinenden { lesson-cells } önce
    [past] hazinenden { lesson-cells } sonra
   *[apart] hazinenden başka bir yere
}; bu yüzden sıran bitti.
missed-store-after = Son tohumun { lesson-last-cell } düştü: { $off ->
    [short] hazinenden { lesson-cells } önce
    [past] hazinenden { lesson-cells } sonra
   *[apart] hazinenden başka bir yere
}; bu yüzden sıran { $extra ->
    [one] { $extra } fazladan hamleden
   *[other] { $extra } fazladan hamleden
} sonra bitti.
took-too-few = { $took ->
    [one] { $took } tohum
   *[other] { $took } tohum
} ele geçirdin, ama bu turda { $wanted } veya daha fazlası alınabilir.
no-capture-not-yours = Son tohumun { lesson-last-cell } düştü; ele geçirmek için kendi boş kuyularından birine düşmesi gerekir.
no-capture-not-empty = Son tohumun kendi { $pit }. kuyuna düştü, ama o kuyu boş değildi; bu yüzden hiçbir şey ele geçirilmedi.
no-capture-nothing-facing = Son tohumun kendi boş { $pit }. kuyuna düştü, ama karşısındaki kuyu boştu: alınacak bir şey yoktu.
banked-nothing = Bu turda hazinene hiçbir şey girmedi; { $wanted } veya daha fazlası girebilir.
banked-too-few = Hazinene bu turda { $gained ->
    [one] { $gained } tohum
   *[other] { $gained } tohum
} girdi; { $wanted } veya daha fazlası girebilir.
store-short = Turunun sonunda hazinende { $store } tohum var; { $wanted } için { $short } eksik.
not-won = Oyun bitiyor, ama skor { $yours }-{ $theirs }: { $result ->
    [draw] berabere.
   *[lost] rakibin kazanır.
}
game-goes-on = Oyun sürüyor: son tohumun { lesson-last-cell } düştü ve iki sırada da hâlâ tohum var.

## Bir kuyunun neden ekilmediği.

lesson-pit-empty = Kendi { $pit }. kuyun boş: içinde tohum olan bir kuyu seç.
lesson-cannot-play = Bu hamle oynanamaz: { $reason }.
