record-empty = لا شيء هنا لفتحه: الصق سجل مباراة أو رابط مباراة.
record-too-long = هذا النص أطول من أي سجل مباراة ({ $chars } حرفًا)، لذلك لم تتم قراءته.
record-not-a-record = هذا ليس سجل مباراة ولا رابط مباراة: يبدأ السجل بوسومه، مثل [South "You"]، وهذا النص يبدأ بـ { $quoted }.
record-not-a-tag = { $quoted } غير مكتوب كما يُكتب الوسم، [الاسم "القيمة"].
record-unknown-tag = { $quoted } ليس وسمًا من وسوم سجل المباراة؛ وسومه هي { $tags }.
record-repeated-tag = الوسم { $tag } مذكور أكثر من مرة.
record-missing-tag = لا يحتوي السجل على الوسم { $tag }، وكل سجل يحتاج إليه.
record-bad-value = { $quoted } ليست قيمة للوسم { $tag }، الذي يقبل { $takes }.
record-takes-date = يومًا مكتوبًا بالشكل 2026-12-02
record-takes-south = You، أو Player 1 في مباراة بين لاعبَين
record-takes-north = Computer ومستوى، مثل "Computer, Hard (level 7)"، أو Player 2 في مباراة بين لاعبَين
record-takes-side = first أو second أو alternate
record-takes-seeds = من 3 إلى 6
record-takes-rules = قائمة مفصولة بفواصل من empty-capture وone-extra-turn وboth-stores وskip-origin وpie، كلٌّ منها مرة واحدة على الأكثر
record-takes-sweep = own أو runner أو none
record-takes-start = بداية للمباراة التي تحددها الوسوم الأخرى، بصيغة المحرك النصية
record-takes-result = النتيجة التي تنتهي إليها النقلات
record-players = { $south } و{ $north } لا يلعبان مباراة واحدة معًا: في اللعب ضد الحاسوب يكون اللاعبان You وComputer، وفي مباراة بين لاعبَين Player 1 وPlayer 2.
record-round-number = يجب أن تبدأ الجولة { $round } من النقلات بـ "{ $round }."، لا بـ { $quoted }.
record-missing-bar = تستمر الجولة { $round } من النقلات بعد دورها الأول دون "|" قبل الدور الثاني.
record-empty-turn = في الجولة { $round } من النقلات دور لا نقلات فيه.
record-not-a-move = النقلة { $number } (في الجولة { $round })، { $quoted }، ليست حفرة ولا تبديلًا للجهتين.
record-illegal = النقلة { $number } (في الجولة { $round })، { $quoted }، لا يمكن لعبها: { $reason }.
record-turn-over = النقلة { $number } (في الجولة { $round })، { $quoted }، مكتوبة في دور انتهى: النقلة التي قبلها لم تمنح دورًا إضافيًا، فكان الدور للاعب الآخر.
record-extra-turn-left = النقلة { $number } (في الجولة { $round })، { $quoted }، منحت دورًا إضافيًا، فلا يمكن أن ينتهي دورها هناك.
record-wrong-result = النتيجة { $quoted } ليست ما تنتهي إليه النقلات: { $actual }.
record-no-game-in-link = لا يحتوي هذا الرابط على مباراة لفتحها: رابط المباراة فيه "game="، كما يكتبه "{ copy-game-link }".

position-parts = للوضع 6 أجزاء تفصل بينها '.'، لكن لهذا { $found }
position-rules-text = '{ $text }' ليست مجموعة قواعد مثل 6x4 (الحفر x البذور، ثم أحرف القواعد الاختيارية)
position-pits = يجب أن يكون عدد الحفر في كل جهة من 1 إلى { $most }، لا { $found }
position-seeds = يجب أن يكون عدد البذور في كل حفرة من 1 إلى { $most }، لا { $found }
position-side = '{ $text }' ليست جهة عليها الدور (s أو n أو se أو ne)
position-number = '{ $text }' ليس عدد بذور
position-moves = '{ $text }' ليست قائمة نقلات (أرقام الحفر، وs لتبديل الجهتين)
position-not-canonical = انتهت هذه اللعبة؛ تُكتب اللعبة المنتهية وبذورها في المخازن والدور للجنوب: { $text }
position-row-length = { $row ->
    [south] عدد حفر صف الجنوب { $found }، والقواعد تقول { $expected }
   *[north] عدد حفر صف الشمال { $found }، والقواعد تقول { $expected }
}
position-seed-total = مجموع البذور على اللوحة { $found }، والقواعد تبدأ بـ { $expected }
position-extra-turn = الوضع معلَّم بدور إضافي، لكن ذلك لا ينطبق إلا مع القاعدة الاختيارية للدور الإضافي الواحد
position-too-many-seeds = مجموع البذور على اللوحة { $found }، وأقصى ما يحمله الوضع { $most }

link-position-refused = لم يُفتح الوضع الذي في هذا الرابط: { $reason }. تعرض اللوحة البداية بدلًا منه.
link-position-too-long = { $quoted } أطول من أي وضع ({ $chars } حرفًا)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } لا بذور فيه إطلاقًا
link-game-refused = لم تُفتح المباراة التي في هذا الرابط: { $reason }.
link-game-too-long = إنها أطول من أي مباراة ({ $chars } حرفًا)
link-game-no-rules = إعداداتها لا تصنع مباراة
link-game-other-start = بدايتها { $quoted } ليست بداية المباراة التي يحددها الرابط
link-game-not-a-position = { $quoted } ليس وضعًا
link-game-not-a-move = النقلة { $number } ({ $quoted }) ليست حفرة ولا تبديلًا للجهتين
link-game-illegal-sow = النقلة { $number } (الحفرة { $pit }) لا يمكن لعبها: { $reason }
link-game-illegal-swap = النقلة { $number } (تبديل الجهتين) لا يمكن لعبها: { $reason }
link-game-stops-early = { $kept ->
    [0] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تبدأ من أولها.
    [zero] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تبدأ من أولها.
    [one] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تظهر النقلة التي قبلها.
    [two] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تظهر النقلتان اللتان قبلها.
    [few] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تظهر { $shown } نقلات قبلها.
    [many] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تظهر { $shown } نقلة قبلها.
   *[other] تتوقف المباراة التي في هذا الرابط مبكرًا: { $reason }. تظهر { $shown } نقلة قبلها.
}
