### العربية الفصحى. اسم اللعبة كالاه (Kalah) في كل اللغات. المصطلحات في glossary.md:
### حفرة، مخزن، بذرة، بذر، استيلاء، دور إضافي، تبديل الجهتين. يُخاطَب اللاعب بـ«أنت»
### (مذكر عام). الأرقام غربية (0–9). الأعداد مكتوبة بصيغها كاملة حيث يتغير الإعراب.

-language-name = العربية
-language-direction = rtl

## اللاعبون كما تسميهم الجمل.

player-you = أنت
player-computer = الحاسوب
player-one = اللاعب 1
player-two = اللاعب 2

## لمن الحفر.

owner-you = جهتك
owner-computer = جهة الحاسوب
owner-player-one = جهة اللاعب 1
owner-player-two = جهة اللاعب 2

## الأعداد (بصيغة الرفع).

seeds = { $count ->
    [zero] { $count } بذرة
    [one] { $count } بذرة
    [two] { $count } بذرة
    [few] { $count } بذور
    [many] { $count } بذرة
   *[other] { $count } بذرة
}

moves = { $count ->
    [zero] لا نقلات
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $count } نقلات
    [many] { $count } نقلة
   *[other] { $count } نقلة
}

## ما فعلته النقلة.

sowed = { $who ->
    [you] بذرتَ بذور الحفرة { $pit }.
    [computer] بذر الحاسوب بذور الحفرة { $pit }.
    [one] بذر اللاعب 1 بذور الحفرة { $pit }.
    [two] بذر اللاعب 2 بذور الحفرة { $pit }.
    [friend] بذر صديقك بذور الحفرة { $pit }.
    [opponent] بذر خصمك بذور الحفرة { $pit }.
   *[them] بذر { $name } بذور الحفرة { $pit }.
}

sowed-extra-turn = { $who ->
    [you] بذرتَ بذور الحفرة { $pit }: لك دور إضافي.
    [computer] بذر الحاسوب بذور الحفرة { $pit }: له دور إضافي.
    [one] بذر اللاعب 1 بذور الحفرة { $pit }: له دور إضافي.
    [two] بذر اللاعب 2 بذور الحفرة { $pit }: له دور إضافي.
    [friend] بذر صديقك بذور الحفرة { $pit }: له دور إضافي.
    [opponent] بذر خصمك بذور الحفرة { $pit }: له دور إضافي.
   *[them] بذر { $name } بذور الحفرة { $pit }: له دور إضافي.
}

sowed-captured = { $who ->
    [you] بذرتَ بذور الحفرة { $pit } واستوليتَ على
    [computer] بذر الحاسوب بذور الحفرة { $pit } واستولى على
    [one] بذر اللاعب 1 بذور الحفرة { $pit } واستولى على
    [two] بذر اللاعب 2 بذور الحفرة { $pit } واستولى على
    [friend] بذر صديقك بذور الحفرة { $pit } واستولى على
    [opponent] بذر خصمك بذور الحفرة { $pit } واستولى على
   *[them] بذر { $name } بذور الحفرة { $pit } واستولى على
} { $count ->
    [zero] { $count } بذور
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $count } بذور
    [many] { $count } بذرة
   *[other] { $count } بذرة
}.

sowed-captured-extra-turn = { $who ->
    [you] بذرتَ بذور الحفرة { $pit } واستوليتَ على
    [computer] بذر الحاسوب بذور الحفرة { $pit } واستولى على
    [one] بذر اللاعب 1 بذور الحفرة { $pit } واستولى على
    [two] بذر اللاعب 2 بذور الحفرة { $pit } واستولى على
    [friend] بذر صديقك بذور الحفرة { $pit } واستولى على
    [opponent] بذر خصمك بذور الحفرة { $pit } واستولى على
   *[them] بذر { $name } بذور الحفرة { $pit } واستولى على
} { $count ->
    [zero] { $count } بذور
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $count } بذور
    [many] { $count } بذرة
   *[other] { $count } بذرة
}، مع دور إضافي.

swapped = { $who ->
    [you] بدّلتَ الجهتين.
    [computer] بدّل الحاسوب الجهتين.
    [one] بدّل اللاعب 1 الجهتين.
    [two] بدّل اللاعب 2 الجهتين.
    [friend] بدّل صديقك الجهتين.
    [opponent] بدّل خصمك الجهتين.
   *[them] بدّل { $name } الجهتين.
}

## دور من، وكيف انتهت المباراة.

to-move = { $who ->
    [you] دورك.
    [computer] دور الحاسوب.
    [one] دور اللاعب 1.
    [two] دور اللاعب 2.
    [friend] دور صديقك.
    [opponent] دور خصمك.
   *[them] دور { $name }.
}

to-move-or-swap = { $who ->
    [you] دورك: ابذر، أو بدّل الجهتين.
    [computer] دور الحاسوب: البذر، أو تبديل الجهتين.
    [one] دور اللاعب 1: البذر، أو تبديل الجهتين.
    [two] دور اللاعب 2: البذر، أو تبديل الجهتين.
    [friend] دور صديقك: البذر، أو تبديل الجهتين.
    [opponent] دور خصمك: البذر، أو تبديل الجهتين.
   *[them] دور { $name }: البذر، أو تبديل الجهتين.
}

game-over = انتهت المباراة. { $result }

draw = تعادل: لكل لاعب { seeds }.

won = { $who ->
    [you] فزتَ
    [computer] فاز الحاسوب
    [one] فاز اللاعب 1
    [two] فاز اللاعب 2
    [friend] فاز صديقك
    [opponent] فاز خصمك
   *[them] فاز { $name }
} بفارق { $count ->
    [zero] { $count } بذور
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $count } بذور
    [many] { $count } بذرة
   *[other] { $count } بذرة
}، { $high } مقابل { $low }.

## ما سيحدث عند بذر حفرة، يُقال قبل بذرها.

lands-in-your-store = الحفرة { $pit }: تسقط البذرة الأخيرة في مخزنك، { $effect ->
    [extra-turn] فتحصل على دور إضافي
    [capture] فتستولي على { $count ->
        [zero] { $count } بذور
        [one] بذرة واحدة
        [two] بذرتين
        [few] { $count } بذور
        [many] { $count } بذرة
       *[other] { $count } بذرة
    }
    [ends-game] وتنتهي المباراة
   *[nothing] دون استيلاء ولا دور إضافي
}.

lands-in-other-store = الحفرة { $pit }: تسقط البذرة الأخيرة في المخزن الآخر، { $effect ->
    [extra-turn] فتحصل على دور إضافي
    [capture] فتستولي على { $count ->
        [zero] { $count } بذور
        [one] بذرة واحدة
        [two] بذرتين
        [few] { $count } بذور
        [many] { $count } بذرة
       *[other] { $count } بذرة
    }
    [ends-game] وتنتهي المباراة
   *[nothing] دون استيلاء ولا دور إضافي
}.

lands-in-your-pit = الحفرة { $pit }: تسقط البذرة الأخيرة في الحفرة { $landing } من جهتك، { $effect ->
    [extra-turn] فتحصل على دور إضافي
    [capture] فتستولي على { $count ->
        [zero] { $count } بذور
        [one] بذرة واحدة
        [two] بذرتين
        [few] { $count } بذور
        [many] { $count } بذرة
       *[other] { $count } بذرة
    }
    [ends-game] وتنتهي المباراة
   *[nothing] دون استيلاء ولا دور إضافي
}.

lands-in-their-pit = الحفرة { $pit }: تسقط البذرة الأخيرة في الحفرة { $landing } من الجهة الأخرى، { $effect ->
    [extra-turn] فتحصل على دور إضافي
    [capture] فتستولي على { $count ->
        [zero] { $count } بذور
        [one] بذرة واحدة
        [two] بذرتين
        [few] { $count } بذور
        [many] { $count } بذرة
       *[other] { $count } بذرة
    }
    [ends-game] وتنتهي المباراة
   *[nothing] دون استيلاء ولا دور إضافي
}.

## سبب رفض النقلة (عبارات تُدرج داخل جملة أخرى).

not-your-turn-reason = ليس دورك
stale-answer-reason = كان ذلك الرد لوضعية سابقة
no-such-pit-reason = لا توجد حفرة رقم { $pit }؛ لكل جهة { $pits ->
    [zero] { $pits } حفر
    [one] حفرة واحدة
    [two] حفرتان
    [few] { $pits } حفر
    [many] { $pits } حفرة
   *[other] { $pits } حفرة
}
empty-pit-reason = الحفرة { $pit } فارغة
game-is-over-reason = انتهت المباراة
move-limit-reason = بلغت المباراة الحد الأقصى لعدد النقلات
swap-not-offered-reason = لا يُعرض تبديل الجهتين إلا وفق قاعدة التبديل، على اللاعب الثاني، بعد انتهاء الدور الأول للاعب الأول

## سطر الحالة: ما حدث للتو، ثم دور من.

new-game = مباراة جديدة. { $status }
game-resumed = استُؤنفت المباراة. { $turn }
from-analysis-board = مباراة من وضعية لوحة التحليل؛ لا تُحتسب في الإحصاءات. { $status }
from-link = مباراة من رابط، { $count ->
    [zero] من بدايتها
    [one] بعد نقلة واحدة
    [two] بعد نقلتين
    [few] بعد { $count } نقلات
    [many] بعد { $count } نقلة
   *[other] بعد { $count } نقلة
}. { $turn }
from-online = المباراة عبر الإنترنت ({ moves }) معروضة هنا لقائمة نقلاتها وتحليلها. { $turn }
seated-by-link = أنت { $name }، وتلعب عبر رابط. { $turn }
send-your-move = { $status } أرسل نقلتك إلى { $name } عبر «أرسل نقلتك».
no-move-found = لم يجد الحاسوب أي نقلة؛ يُرجى بدء مباراة جديدة.
stats-reset = أُعيد تصفير الإحصاءات.
move-taken-back = أُلغيت النقلة. { $turn }
move-played-again = أُعيد لعب النقلة. { $turn }
analysing = جارٍ تحليل المباراة…
analysis-stopped = توقف التحليل.
analysis-done = اكتمل التحليل: يُظهر الرسم البياني مجرى المباراة.
move-copied = نُسخت نقلتك في رابط: أرسله إلى { $name } (في رسالة مثلًا). وسيصلك الرد بالطريقة نفسها.
link-copied = نُسخ رابط هذه المباراة: من يفتحه يرى المباراة كما هي الآن.
sound-on-by-key = الصوت مفعّل (M يوقفه).
sound-off-by-key = الصوت متوقف (M يشغّله).
text-copied = نُسخت المباراة نصًّا: الصقها في «افتح مباراة» أسفل قائمة النقلات، هنا أو على جهاز آخر، لتراها مجددًا.
looking-for-hint = جارٍ البحث عن أفضل نقلة…
no-hint = لا تلميح: لا توجد نقلة ممكنة.
hint = تلميح: { $hint }
replay-refused = هذه إعادة عرض: عُد إلى المباراة لتلعب.
other-device = ليس دورك: اللاعب الآخر يلعب على جهازه.
pit-is-empty = الحفرة { $pit } فارغة: اختر حفرة فيها بذور.
not-your-turn = ليس دورك.
cannot-sow = لا يمكن بذر الحفرة { $pit }: { $reason }.
cannot-swap = لا يمكن تبديل الجهتين: { $reason }.

time-running-out = { $who ->
    [you] دورك
    [computer] دور الحاسوب
    [one] دور اللاعب 1
    [two] دور اللاعب 2
    [friend] دور صديقك
    [opponent] دور خصمك
   *[them] دور { $name }
}: { $seconds ->
    [zero] انتهى الوقت.
    [one] بقيت ثانية واحدة.
    [two] بقيت ثانيتان.
    [few] بقيت { $seconds } ثوانٍ.
    [many] بقيت { $seconds } ثانية.
   *[other] بقيت { $seconds } ثانية.
}

timed-out = { $who ->
    [you] انتهى وقتك: بُذرت حفرة عشوائية نيابةً عنك. { $said }
    [computer] انتهى وقت الحاسوب: بُذرت حفرة عشوائية نيابةً عنه. { $said }
    [one] انتهى وقت اللاعب 1: بُذرت حفرة عشوائية نيابةً عنه. { $said }
    [two] انتهى وقت اللاعب 2: بُذرت حفرة عشوائية نيابةً عنه. { $said }
    [friend] انتهى وقت صديقك: بُذرت حفرة عشوائية نيابةً عنه. { $said }
    [opponent] انتهى وقت خصمك: بُذرت حفرة عشوائية نيابةً عنه. { $said }
   *[them] انتهى وقت { $name }: بُذرت حفرة عشوائية نيابةً عنه. { $said }
}

words-missing = تعذّر تحميل لغة { $language }. اخترها مرة أخرى من الإعدادات لإعادة المحاولة.

language-label = اللغة

page-title = مانكالا: العب كالاه في متصفحك
page-description = العب كالاه (مانكالا) مجانًا في متصفحك: خصم حاسوبي قوي بثمانية مستويات، أو لاعبان على شاشة واحدة. ويمكن لعبها بلوحة المفاتيح وبقارئ الشاشة.
