### إطار الدروس: قائمتها، وعنوان الخطوة وهدفها وأزرارها، وما تقوله الصفحة عن كل محاولة.
### نصوص الدروس نفسها في lessons.ftl.

## قائمة الدروس.

learn-title = تعلّم اللعب
learn-intro = ثمانية دروس قصيرة، في كل منها بضع لوحات وهدف واحد لدورك. تلعب الصف السفلي وتبدأ أولًا؛ ولا يتحرك الطرف الآخر أبدًا داخل الدرس. أنجزت { $done } من { $count }.
lesson-entry = { $number }. { $title }
lesson-done = مُنجز
lesson-not-done = غير مُنجز

## خطوة من درس.

lesson-heading = الدرس { $number } من { $count }: { $title }
step-of = الخطوة { $number } من { $count }
goal-label = الهدف:
back-to-game = العودة إلى المباراة
set-board-back = إعادة اللوحة
next-step = الخطوة التالية
next-lesson = الدرس التالي
back-to-lessons = العودة إلى الدروس
all-lessons = كل الدروس

## ما تقوله الصفحة عن المحاولة الأخيرة.

try-fresh = اختر حفرة من حفرك لتبذرها: انقر عليها، أو استعمل مفاتيح الأسهم وEnter، أو اكتب رقمها.
try-extra-turn = دور إضافي: سقطت بذرتك الأخيرة في مخزنك. العب مرة أخرى.
try-extra-turn-again = الدور الإضافي رقم { $count }: سقطت بذرتك الأخيرة في مخزنك مرة أخرى. العب مرة أخرى.
try-wrong = ليس بعد. { $missed } أُعيدت اللوحة: حاول مرة أخرى.
try-right = صحيح! { $why }
try-right-last = صحيح! { $why } وبهذا ينتهي هذا الدرس.

## خانات اللوحة.

lesson-last-cell = { $last ->
    [your-pit] الحفرة { $pit } من جهتك
    [their-pit] الحفرة { $pit } من جهة خصمك
    [your-store] مخزنك
   *[their-store] مخزن خصمك
}
lesson-target-cell = { $target ->
    [your-pit] الحفرة { $goal } من جهتك
    [their-pit] الحفرة { $goal } من جهة خصمك
    [your-store] مخزنك
   *[their-store] مخزن خصمك
}
lesson-cells = { $cells ->
    [zero] { $cells } خانة
    [one] خانة واحدة
    [two] خانتين
    [few] { $cells } خانات
    [many] { $cells } خانة
   *[other] { $cells } خانة
}

## كيف أخطأت المحاولة هدفها.

missed-cell = سقطت بذرتك الأخيرة في { lesson-last-cell }، { $off ->
    [short] قبل { lesson-target-cell } بمقدار { lesson-cells }
    [past] بعد { lesson-target-cell } بمقدار { lesson-cells }
   *[apart] لا في { lesson-target-cell }
}.
missed-store = سقطت بذرتك الأخيرة في { lesson-last-cell }، { $off ->
    [short] قبل مخزنك بمقدار { lesson-cells }
    [past] بعد مخزنك بمقدار { lesson-cells }
   *[apart] لا في مخزنك
}، فانتهى دورك.
missed-store-after = سقطت بذرتك الأخيرة في { lesson-last-cell }، { $off ->
    [short] قبل مخزنك بمقدار { lesson-cells }
    [past] بعد مخزنك بمقدار { lesson-cells }
   *[apart] لا في مخزنك
}، فانتهى دورك بعد { $extra ->
    [zero] { $extra } أدوار إضافية
    [one] دور إضافي واحد
    [two] دورين إضافيين
    [few] { $extra } أدوار إضافية
    [many] { $extra } دورًا إضافيًا
   *[other] { $extra } دور إضافي
}.
took-too-few = استوليتَ على { $took ->
    [zero] { $took } بذور
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $took } بذور
    [many] { $took } بذرة
   *[other] { $took } بذرة
}، لكن يمكن الحصول على { $wanted } أو أكثر في هذا الدور.
no-capture-not-yours = سقطت بذرتك الأخيرة في { lesson-last-cell }؛ والاستيلاء يتطلب أن تسقط في حفرة فارغة من جهتك.
no-capture-not-empty = سقطت بذرتك الأخيرة في الحفرة { $pit } من جهتك، ولم تكن فارغة، فلم يُستولَ على شيء.
no-capture-nothing-facing = سقطت بذرتك الأخيرة في الحفرة الفارغة { $pit } من جهتك، لكن الحفرة المقابلة لها كانت فارغة: لم يكن هناك ما يؤخذ.
banked-nothing = لم يدخل شيء إلى مخزنك في هذا الدور؛ ويمكن أن يدخله { $wanted } أو أكثر.
banked-too-few = كسب مخزنك { $gained ->
    [zero] { $gained } بذور
    [one] بذرة واحدة
    [two] بذرتين
    [few] { $gained } بذور
    [many] { $gained } بذرة
   *[other] { $gained } بذرة
} في هذا الدور؛ ويمكن أن يدخله { $wanted } أو أكثر.
store-short = في مخزنك { $store } في نهاية دورك، أي أقل من { $wanted } بمقدار { $short }.
not-won = هذا ينهي المباراة، لكن النتيجة { $yours } مقابل { $theirs }: { $result ->
    [draw] تعادل.
   *[lost] يفوز خصمك.
}
game-goes-on = المباراة مستمرة: سقطت بذرتك الأخيرة في { lesson-last-cell }، وما زال في الصفين بذور.

## لماذا لم تُبذر الحفرة.

lesson-pit-empty = الحفرة { $pit } من جهتك فارغة: اختر حفرة فيها بذور.
lesson-cannot-play = لا يمكن لعب هذه النقلة: { $reason }.
