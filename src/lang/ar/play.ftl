### المباراة نفسها: اللوحة كما تُقرأ بصوت عالٍ، والسطر فوقها، والأسئلة، ونهاية المباراة، وقائمة
### النقلات وإعادة عرضها، والإحصاءات، والتلميح، والتحليل بعد المباراة.

## اللوحة كما يسمّي قارئ الشاشة أجزاءها.

board-opponent = الخصم

pit-name = { $who ->
    [you] حفرتك { $pit }، { seeds }
    [computer] حفرة الحاسوب { $pit }، { seeds }
    [one] حفرة اللاعب 1 رقم { $pit }، { seeds }
    [two] حفرة اللاعب 2 رقم { $pit }، { seeds }
    [friend] حفرة صديقك { $pit }، { seeds }
    [opponent] حفرة خصمك { $pit }، { seeds }
   *[them] حفرة { $name } رقم { $pit }، { seeds }
}

pit-name-hinted = { $label }، التلميح

store-name = { $who ->
    [you] مخزنك، { seeds }
    [computer] مخزن الحاسوب، { seeds }
    [one] مخزن اللاعب 1، { seeds }
    [two] مخزن اللاعب 2، { seeds }
    [friend] مخزن صديقك، { seeds }
    [opponent] مخزن خصمك، { seeds }
   *[them] مخزن { $name }، { seeds }
}

row-name = { $who ->
    [you] حفرك
    [computer] حفر الحاسوب
    [one] حفر اللاعب 1
    [two] حفر اللاعب 2
    [friend] حفر صديقك
    [opponent] حفر خصمك
   *[them] حفر { $name }
}

row-whose = { $who ->
    [you] صفك
    [computer] صف الحاسوب
    [one] صف اللاعب 1
    [two] صف اللاعب 2
    [friend] صف صديقك
    [opponent] صف خصمك
   *[them] صف { $name }
}

board-rows = اللوحة: { $top } في الأعلى، من الحفرة 6 إلى 1؛ { $bottom } في الأسفل، من الحفرة 1 إلى 6

## فوق اللوحة وحولها.

board-heading = اللوحة
playing-by-link = اللعب عبر رابط: أنت { $name }
two-players-one-screen = لاعبان، شاشة واحدة
against-computer = ضد الحاسوب: { $level }
computer-thinking = الحاسوب يفكّر…
notice-dismiss = إغلاق

## الأسئلة قبل أن تتصرف اللعبة.

new-game-title = أتبدأ مباراة جديدة؟
new-game-text = ستُترك المباراة الجارية.
new-game-yes = ابدأ مباراة جديدة
confirm-keep-playing = تابع اللعب
undo-title = أتتراجع عن نقلة؟
undo-text = المباراة التي يُتراجع فيها عن نقلة لا تُحتسب في إحصاءاتك.
undo-yes = تراجع عن النقلة
hint-title = أتعرض تلميحًا؟
hint-text = المباراة التي يُعرض فيها تلميح لا تُحتسب في إحصاءاتك.
hint-yes = اعرض التلميح
reset-title = أتصفّر إحصاءاتك؟
reset-text = ستُنسى كل الأرقام القياسية، في كل مستوى صعوبة ومجموعة قواعد.
reset-statistics = صفّر الإحصاءات
reset-no = أبقِها

## نهاية المباراة.

game-over-heading = انتهت المباراة
game-over-play-again = العب مجددًا
final-score = { $south } { $southstore }، { $north } { $northstore }

## قائمة النقلات وإعادة عرضها.

moves-heading = النقلات
log-keys = الدور الإضافي يُضمّ إلى النقلة التالية: 3 6 | 2. في القائمة، ← و→ للتنقل.
swap-move = تبديل: { $sentence }
replay-bar = إعادة العرض
replay-at-start = إعادة العرض: البداية، قبل { moves }.
replay-after-move = إعادة العرض: بعد النقلة { $ply } من { $total }. { $what }
to-the-start = إلى البداية
move-back = نقلة إلى الوراء ([)
move-forward = نقلة إلى الأمام (])
replay-back-to-game = العودة إلى المباراة
copy-game-link = انسخ رابط المباراة
copy-as-text = انسخ كنص
analyse-from-here = حلّل من هنا
open-a-game = افتح مباراة
paste-a-game = الصق مباراة كنص، أو رابط مباراة:
open-game-button = افتح

## الإحصاءات.

stats-heading = الإحصاءات
stats-tally-against-computer = هذه الزيارة: أنت { $you }، الحاسوب { $computer }، تعادل { $draws }؛ تلميحات مستخدمة { $hints }.
stats-tally = هذه الزيارة: تلميحات مستخدمة { $hints }.
stats-rating-none = تصنيفك: لا يوجد بعد. يُحسب من مبارياتك المحتسبة ضد الحاسوب، ويقترح المستوى الذي يُفترض أن يمنحك مباراة متكافئة.
stats-rating = { $games ->
    [zero] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من دون مباريات محتسبة. { $level } يُفترض أن يمنحك مباراة متكافئة.
    [one] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من مباراة محتسبة واحدة. { $level } يُفترض أن يمنحك مباراة متكافئة.
    [two] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من مباراتين محتسبتين. { $level } يُفترض أن يمنحك مباراة متكافئة.
    [few] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من { $games } مباريات محتسبة. { $level } يُفترض أن يمنحك مباراة متكافئة.
    [many] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من { $games } مباراة محتسبة. { $level } يُفترض أن يمنحك مباراة متكافئة.
   *[other] تصنيفك: نحو { $rating } (زيادة أو نقصًا { $deviation })، من { $games } مباراة محتسبة. { $level } يُفترض أن يمنحك مباراة متكافئة.
}
stats-note = تُحتسب هنا المباريات المكتملة ضد الحاسوب، إلا إذا تُرُوجع عن نقلة أو عُرض تلميح. المباريات بعدد بذور آخر أو بقواعد اختيارية تُحفظ منفصلة، كلٌّ تحت عنوانه. المباريات ضد أشخاص عبر الإنترنت تُحتسب منفصلة، في النهاية؛ ولا تُسجَّل مباريات لاعبَين على شاشة واحدة. لا شيء يغادر هذا المتصفح. تصنيفك على مقياس المستويات نفسها (سهل 0، صعب نحو 1250)، ويُحسب من نتائجك على كل لوحة.
online-none = لا شيء بعد: تُحتسب هنا المباراة عبر الإنترنت التي تُلعب حتى نهايتها.
online-table = جدول النتائج عبر الإنترنت
online-caption = النتائج ضد أشخاص عبر الإنترنت
online-heading = عبر الإنترنت، ضد أشخاص
column-rules = القواعد
column-difficulty = الصعوبة
column-played = المباريات
column-won = فوز
column-lost = خسارة
column-drawn = تعادل
column-win-rate = نسبة الفوز
column-streak = السلسلة
column-best-run = أفضل سلسلة
column-fastest-win = أسرع فوز
column-most-seeds = أكثر البذور
column-best-margin = أكبر فارق
win-rate = { $percent }٪
duration-seconds = { $seconds } ث
duration-minutes = { $minutes } د { $seconds } ث
key-won = فوز (ف)
key-drawn = تعادل (ت)
key-lost = خسارة (خ)
records-table = جدول الأرقام القياسية، { $rules }
records-caption = الأرقام القياسية، { $rules }
chart-title = المباريات الفائزة والمتعادلة والخاسرة حسب الصعوبة، { $rules }
chart-no-games = { $level }: لا مباريات.
chart-games = { $level }: فوز { $won }، تعادل { $drawn }، خسارة { $lost }.
chart-count = ف{ $won } ت{ $drawn } خ{ $lost }

## التلميح: إلام يُتوقع أن تؤدي نقلة، أو تبديل الجهتين.

wins-exactly = { $what ->
    [swap] تبديل الجهتين يفوز بفارق { seeds } بالضبط.
   *[pit] الحفرة { $pit } تفوز بفارق { seeds } بالضبط.
}
draws-exactly = { $what ->
    [swap] تبديل الجهتين ينتهي بالتعادل، مع أفضل لعب من الطرفين.
   *[pit] الحفرة { $pit } تنتهي بالتعادل، مع أفضل لعب من الطرفين.
}
loses-exactly = { $what ->
    [swap] تبديل الجهتين يخسر بفارق { seeds } بالضبط، مع أفضل لعب من الطرفين.
   *[pit] الحفرة { $pit } تخسر بفارق { seeds } بالضبط، مع أفضل لعب من الطرفين.
}
should-win = { $what ->
    [swap] تبديل الجهتين: يُتوقع أن تفوز بفارق نحو { seeds }.
   *[pit] الحفرة { $pit }: يُتوقع أن تفوز بفارق نحو { seeds }.
}
should-be-even = { $what ->
    [swap] تبديل الجهتين: يُتوقع أن تكون متكافئة تقريبًا.
   *[pit] الحفرة { $pit }: يُتوقع أن تكون متكافئة تقريبًا.
}
should-lose = { $what ->
    [swap] تبديل الجهتين: يُتوقع أن تخسر بفارق نحو { seeds }.
   *[pit] الحفرة { $pit }: يُتوقع أن تخسر بفارق نحو { seeds }.
}
opening-note = هذا يحسب التبديل الذي قد يجريه خصمك بعد انتهاء دورك.
swap-worth-same = تبديل الجهتين له القيمة نفسها.
swap-hands-over = تبديل الجهتين سيمنح خصمك هذا التقدم.
every-move-value = قيمة كل نقلة

## التحليل بعد المباراة.

analysis-heading = التحليل
analysis-note = يقيّم الحاسوب كل وضع في المباراة بميزانية ثابتة. يعرض الرسم البياني الفارق النهائي الذي يتوقعه بعد كل نقلة، للاعب في الأسفل: فوق الخط يكون متقدمًا. الحلقة تدل على خطأ.
analyse-game = حلّل المباراة
analysis-stop = أوقف
graph-name = رسم بياني للفارق المتوقع؛ ← و→ للتنقل بين النقلات
analysis-progress = تقدّم التحليل
graph-ahead = { $who ->
    [you] أنت متقدم
    [computer] الحاسوب متقدم
   *[them] { $name } متقدم
}
choice-pit = الحفرة { $pit }
choice-swap = التبديل
expect-ahead = { $who ->
    [you] يُتوقع أن تنهي متقدمًا بـ{ seeds }
    [computer] يُتوقع أن ينهي الحاسوب متقدمًا بـ{ seeds }
   *[them] يُتوقع أن ينهي { $name } متقدمًا بـ{ seeds }
}
expect-even = يُتوقع أن تنتهي متكافئة تقريبًا
point-sowed = { $who ->
    [you] النقلة { $number }، بذرتَ بذور الحفرة { $pit }: { $expected }.
    [computer] النقلة { $number }، بذر الحاسوب بذور الحفرة { $pit }: { $expected }.
   *[them] النقلة { $number }، بذر { $name } بذور الحفرة { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] النقلة { $number }، بدّلتَ الجهتين: { $expected }.
    [computer] النقلة { $number }، بدّل الحاسوب الجهتين: { $expected }.
   *[them] النقلة { $number }، بدّل { $name } الجهتين: { $expected }.
}
mistake-note = خطأ: كان الخيار الأفضل { $better }، بفارق { seeds }.
analysis-accuracy = { $who ->
    [you] لعبتَ أفضل نقلة: { $best } من أصل { $moves } ({ $percent }٪).
    [computer] لعب الحاسوب أفضل نقلة: { $best } من أصل { $moves } ({ $percent }٪).
   *[them] لعب { $name } أفضل نقلة: { $best } من أصل { $moves } ({ $percent }٪).
}
no-mistakes = لا أخطاء بفارق { seeds } أو أكثر.
mistake-item = النقلة { $number } ({ $played }؛ كان الخيار الأفضل { $better }، بفارق { seeds })
mistake-list = { $first }، { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] أكبر خطأ لك: { $list }.
        [computer] أكبر خطأ للحاسوب: { $list }.
       *[them] أكبر خطأ لـ{ $name }: { $list }.
    }
    [zero] { $who ->
        [you] أكبر أخطائك: { $list }.
        [computer] أكبر أخطاء الحاسوب: { $list }.
       *[them] أكبر أخطاء { $name }: { $list }.
    }
    [two] { $who ->
        [you] أكبر خطأين لك: { $list }.
        [computer] أكبر خطأين للحاسوب: { $list }.
       *[them] أكبر خطأين لـ{ $name }: { $list }.
    }
    [few] { $who ->
        [you] أكبر أخطائك: { $list }.
        [computer] أكبر أخطاء الحاسوب: { $list }.
       *[them] أكبر أخطاء { $name }: { $list }.
    }
    [many] { $who ->
        [you] أكبر أخطائك: { $list }.
        [computer] أكبر أخطاء الحاسوب: { $list }.
       *[them] أكبر أخطاء { $name }: { $list }.
    }
   *[other] { $who ->
        [you] أكبر أخطائك: { $list }.
        [computer] أكبر أخطاء الحاسوب: { $list }.
       *[them] أكبر أخطاء { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] نقطة التحول: النقلة { $number } ({ $choice }). منذ ذلك الحين بقيتَ متقدمًا.
    [computer] نقطة التحول: النقلة { $number } ({ $choice }). منذ ذلك الحين بقي الحاسوب متقدمًا.
   *[them] نقطة التحول: النقلة { $number } ({ $choice }). منذ ذلك الحين بقي { $name } متقدمًا.
}
biggest-swing = أكبر تقلب: النقلة { $number } ({ $choice })، بفارق { seeds }.

rule-set-standard = كالاه المعتادة ({ seeds } في كل حفرة)
rule-set-seeds = { seeds } في كل حفرة
rule-set-with-rules = { seeds } في كل حفرة؛ قواعد اختيارية: { $rules }
rule-list = { $first }، { $rest }
rule-set-empty-capture = الاستيلاء الفارغ
rule-set-one-extra-turn = دور إضافي واحد فقط على التوالي
rule-set-both-stores = البذر في المخزنين كليهما
rule-set-skip-origin = تخطي حفرة البداية
rule-set-pie = قاعدة التبديل
rule-set-to-runner = البذور الباقية لمن نفدت بذوره
rule-set-discard = البذور الباقية لا تُحسب لأحد

search-solved = حسب الحاسوب هذه المباراة حتى نهايتها.
search-looked-ahead = نظر الحاسوب { $depth } نقلات إلى الأمام ({ $positions }).
search-positions = { $count ->
    [zero] { $count } وضع
    [one] وضع واحد
    [two] وضعان
    [few] { $count } أوضاع
    [many] { $count } وضعًا
   *[other] { $count } وضع
}
search-million-positions = { $millions } مليون وضع
