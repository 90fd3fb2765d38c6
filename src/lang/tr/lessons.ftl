### Sekiz dersin metinleri. Alt sırayı sen oynarsın: soldan sağa 1'den 6'ya kuyular, sağda
### hazinen; ekim sağa doğru ilerler.

## Ders 1.

lesson-1-title = Ekim
lesson-1-teaches = Bir hamle, kuyularından birindeki bütün tohumları alır ve sıran boyunca sağa doğru, sonraki kuyulara birer birer bırakır.
lesson-1-step-1-ask = Son tohumun kendi 5. kuyuna düşecek şekilde ek.
lesson-1-step-1-why = 1. kuyuda dört tohum vardı: 2., 3., 4. ve 5. kuyuların her birine bir tane girdi.
lesson-1-step-2-ask = Son tohumun kendi 6. kuyuna düşecek şekilde ek.
lesson-1-step-2-why = 3. kuyunun üç tohumu 4., 5. ve 6. kuyulara girdi: önce tohumları say, sonra kuyuları say.
lesson-1-step-3-ask = Son tohumun rakibinin 2. kuyusuna düşecek şekilde ek.
lesson-1-step-3-why = Ekim, sıranın sonunu geçip devam eder: 4. kuyunun beş tohumu 5. ve 6. kuyulara, hazinene, sonra rakibinin 1. ve 2. kuyularına girdi.

## Ders 2.

lesson-2-title = Atlanan hazine
lesson-2-teaches = Ekim tahtanın çevresinde döner; senin hazinene girer ama rakibininkine asla girmez: onun hazinesi atlanır.
lesson-2-step-1-ask = Son tohumunu kendi 2. kuyuna düşür.
lesson-2-step-1-why = 6. kuyunun dokuz tohumu: biri hazinene, altısı rakibinin sırasına, hiçbiri onun hazinesine, son ikisi de kendi 1. ve 2. kuyularına.
lesson-2-step-2-ask = Son tohumunu kendi 1. kuyuna düşür.
lesson-2-step-2-why = 6. kuyudan sekiz tohum: hazinen, rakibinin altı kuyusu, onun hazinesi atlandı, sekizincisi de kendi 1. kuyuna.
lesson-2-step-3-ask = Tahtanın çevresini tam dolaştıktan sonra son tohumunu hazinene düşür.
lesson-2-step-3-why = 6. kuyudan on dört tohum: hazinen, rakibinin sırasına altı, kendi sırana altı, on dördüncüsü de yine hazinene. Onun hazinesi atlandığı için hesap tuttu.

## Ders 3.

lesson-3-title = Fazladan hamle
lesson-3-teaches = Son tohumun hazinene düşerse yine oynarsın.
lesson-3-step-1-ask = Son tohumun hazinene düşecek şekilde ek.
lesson-3-step-1-why = 3. kuyu hazinene dört çukur uzaklıkta ve içinde dört tohum vardı: sonuncusu hazineye düştü, bu yüzden yine oynarsın.
lesson-3-step-2-ask = Tohumları tam hazinende biten kuyuyu bul.
lesson-3-step-2-why = 5. kuyu hazinene iki çukur uzaklıkta ve içinde iki tohum vardı. Bir kuyuda, hazineye kaç çukur uzaktaysa o kadar tohum olmalı: 6. kuyuda bir, 5. kuyuda iki, 1. kuyuda altı.
lesson-3-step-3-ask = Fazladan hamle kazan. Bunu sağlayan kuyu hazineden uzakta.
lesson-3-step-3-why = 1. kuyu hazinene altı çukur uzaklıkta ve içinde altı tohum vardı.

## Ders 4.

lesson-4-title = Fazladan hamleleri zincirlemek
lesson-4-teaches = Fazladan hamleler art arda gelebilir. Sıra önemlidir: önce hazineye en yakın kuyuyu oyna ki tohumları diğerlerinin hesabını bozmasın.
lesson-4-step-1-ask = Art arda iki fazladan hamle kazan.
lesson-4-step-1-why = Önce 6. kuyu: tek tohumu hazineye girdi. Sonra 5. kuyunun iki tohumu da hazineye ulaştı. Tersi olsaydı 5. kuyu 6. kuyuya bir tohum koyardı ve 6. kuyu sonra hazineyi geçerdi.
lesson-4-step-2-ask = Art arda üç fazladan hamle kazan.
lesson-4-step-2-why = 6. kuyu, sonra 5. kuyu (ilk tohumu 6. kuyuyu yeniden doldurdu), sonra yine 6. kuyu: her biri hazinede bitti.
lesson-4-step-3-ask = Art arda dört fazladan hamle kazan.
lesson-4-step-3-why = 6. kuyu, 5. kuyu, yine 6. kuyu, sonra 4. kuyu: her seferinde tohumları tam hazinede biten kuyu, en yakını önce.

## Ders 5.

lesson-5-title = Ele geçirme
lesson-5-teaches = Son tohumun kendi boş kuyularından birine düşer ve karşısındaki kuyuda tohum varsa, o tohumları ve son tohumunu hazinene alırsın.
lesson-5-step-1-ask = Tek hamlede en az 5 tohum ele geçir.
lesson-5-step-1-why = 1. kuyudaki tohumun, rakibinin 5. kuyusunun karşısındaki boş 2. kuyuna düştü: onun altı tohumu hazinene girdi.
lesson-5-step-2-ask = İki hamle ele geçirir. En az 6 tohum alanı bul.
lesson-5-step-2-why = 4. kuyunun tohumu, altı tohumun karşısındaki boş 5. kuyuna düştü. 1. kuyu ise yalnızca iki tohumun karşısındaki 3. kuyuya düşerdi.
lesson-5-step-3-ask = En az 4 tohum ele geçir. Önce fazladan hamleni kullanman gerekebilir.
lesson-5-step-3-why = 6. kuyu hazinene gitti ve boşaldı; böylece 5. kuyunun tohumu boş 6. kuyuya düştü ve karşısındaki dört tohumu aldı.

## Ders 6.

lesson-6-title = Boş kuyudan ele geçirme olmaz
lesson-6-teaches = Ele geçirmek için karşıdaki kuyuda tohum olmalıdır. O kuyu boşsa son tohumun düştüğü yerde kalır (karşısı boşken ele geçirme özel kuralı açık değilse).
lesson-6-step-1-ask = Bir şey ele geçir. Düştüğün kuyunun karşısına bak.
lesson-6-step-1-why = 4. kuyunun tohumu, üç tohumun karşısındaki boş 5. kuyuna düştü. 1. kuyudan ise boş bir kuyunun karşısındaki 2. kuyuya düşer ve hiçbir şey almazdı.
lesson-6-step-2-ask = Üç hamle kendi boş kuyularından birine düşer. Yalnızca biri ele geçirir: onu bul.
lesson-6-step-2-why = 5. kuyunun tohumu, beş tohumun karşısındaki 6. kuyuna düştü. 2. ve 4. kuyuların karşısı boş.
lesson-6-step-3-ask = Karşısı boşken ele geçirme özel kuralı açıkken hazinene bir tohum koy.
lesson-6-step-3-why = Bu özel kuralla, kendi boş kuyularından birine düşen son tohum, karşısındaki kuyu boş olsa bile hazinene gider.

## Ders 7.

lesson-7-title = Oyunun sonu
lesson-7-teaches = Sıralardan biri boşalır boşalmaz oyun biter. O zaman öbür sırada kalan tohumlar o sıranın sahibinin hazinesine gider ve büyük hazine kazanır.
lesson-7-step-1-ask = Rakibinin yalnızca bir kuyusunda tohum var. Oyunu şimdi bitir ve kazan.
lesson-7-step-1-why = Son tohumlarını ele geçirmek onun sırasını boşalttı, oyun bitti ve senin sırandaki üç tohum hazinene gitti: 30'a 18.
lesson-7-step-2-ask = Kendi sıranı fazladan hamlelerle boşalt ki oyun sen öndeyken bitsin.
lesson-7-step-2-why = 6. kuyu, 5. kuyu, sonra yine 6. kuyu: hazinene üç tohum, sıran boş, rakibinin üç tohumu da onun hazinesine: 25'e 23. Tersi oynansaydı bir tohum ona geçerdi: berabere.
lesson-7-step-3-ask = Oyunu bitir ve kazan. Rakibinin sırası önce boşalırsa, senin sırandaki tohumlar senin olur.
lesson-7-step-3-why = 4. kuyunun tohumu boş 5. kuyuna düştü ve karşısındaki beş tohumu, rakibinin sırasındaki son tohumları aldı. Oyun bitti ve 6. kuyundaki iki tohum hazinene gitti: 28'e 20.

## Ders 8.

lesson-8-title = Kazanana kadar saymak
lesson-8-teaches = Toplam 48 tohum var. 25 tohumlu bir hazineye artık yetişilemez: gereken tohumları say, sonra onları getiren turu bul.
lesson-8-step-1-ask = Bu turda hazineni 25'e çıkar.
lesson-8-step-1-why = Üç fazladan hamle, her biri bir tohum: 22, 23, 24, 25. 48 tohumun 25'iyle oyun senindir.
lesson-8-step-2-ask = Bu turda hazineni 25'e çıkar. İki hamle ele geçirir: her birinin ne aldığını say.
lesson-8-step-2-why = 2. kuyunun tohumu, dört tohumun karşısındaki boş 3. kuyuna düştü: dört tohum ve kendi tohumun 25 eder. 5. kuyunun ele geçirmesi 24 getirirdi.
lesson-8-step-3-ask = Bu turda hazineni 25'e çıkar. Ele geçirmeden önce say.
lesson-8-step-3-why = Önce 6. kuyu: hazinene bir tohum ve bir hamle daha. Sonra 4. kuyunun tohumu 5. kuyunun karşısındaki tek tohumu aldı: 23 artı 2, 25 eder. Önce ele geçirmek 24'te kalırdı.
