### لوحة التحليل: اللوحة نفسها، والمحرر الذي يُعِدّ وضعًا، والتحليل.

## اللوحة.

study-title-editing = إعداد وضع
study-title-analysing = لوحة التحليل
study-back-to-game = العودة إلى المباراة
study-board-label = اللوحة: حفر الصف العلوي من 6 إلى 1، وحفر الصف السفلي من 1 إلى 6

study-row = { $row ->
    [bottom] الصف السفلي
   *[top] الصف العلوي
}

study-row-initial = { $row ->
    [bottom] س
   *[top] ع
}

study-cell-pit = { $row ->
    [bottom] الصف السفلي، الحفرة { $pit }
   *[top] الصف العلوي، الحفرة { $pit }
}

study-cell-store = { $row ->
    [bottom] المخزن السفلي
   *[top] المخزن العلوي
}

study-cell-label = { $cell }، { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] الدور للصف السفلي.
   *[top] الدور للصف العلوي.
}

study-board-over = انتهت المباراة: { $winner ->
    [bottom] يفوز الصف السفلي بفارق { seeds }
    [top] يفوز الصف العلوي بفارق { seeds }
   *[draw] إنها تعادل
} ({ $south } مقابل { $north }؛ { $lead } للصف السفلي).

## لماذا يرفض المحرر عددًا.

study-no-such-cell = لا توجد خانة كهذه.
study-count-below-zero = لا يمكن أن يقل العدد عن 0: في الخانة 0 بذرة أو أكثر.
study-count-blank = اكتب عدد البذور، 0 أو أكثر.
study-count-not-a-number = «{ $typed }» ليس عددًا صحيحًا من البذور.
study-count-already-empty = لا بذور في { $cell } أصلًا.
study-count-too-many = سيصير المجموع { $count ->
    [zero] لا بذور
    [one] بذرة واحدة
    [two] بذرتان
    [few] { $total } بذور
    [many] { $total } بذرة
   *[other] { $total } بذرة
}؛ وأقصى ما تحمله اللوحة { $limit } (6 بذور على الأكثر في كل حفرة من الحفر الـ12، أينما كانت)، لذا لا تقبل هذه الخانة أكثر من { $most }.

## لماذا ليست اللوحة وضعًا للدراسة.

study-board-empty = اللوحة فارغة: ضع بذرة واحدة على الأقل في حفرة، أو بعض البذور في المخزنين لمباراة منتهية.
study-board-too-full = أقصى ما تحمله اللوحة { $limit } بذرة؛ وفي هذه { $count }.
study-not-a-position = هذا ليس وضعًا: { $reason }.

study-off-start = لا يمكن بلوغه من أي بداية: في هذه اللوحة { seeds }، ومجموع البذور في مباراة تبدأ بـ { $per-pit } في كل حفرة هو { $start }. ومع ذلك يمكن دراسته واللعب منه.

## أدوات المحرر.

study-one-seed-fewer = بذرة أقل
study-one-seed-more = بذرة أكثر
study-to-move = الدور
study-seeds-per-pit = البذور في كل حفرة عند البداية
study-seeds-left = البذور الباقية حين يفرغ صف
study-quick-set-ups = إعدادات سريعة
study-start-position = وضع البداية
study-empty-board = لوحة فارغة
study-swap-sides = بدّل الجهتين
study-random-position = وضع عشوائي
study-analyse = حلّل هذا الوضع

## التحليل.

study-solved = محلولة: من هذه البداية، مع أفضل لعب من الجهتين، { $result ->
    [wins] يفوز اللاعب الأول بفارق { seeds }
    [loses] يخسر اللاعب الأول بفارق { seeds }
   *[draw] تنتهي بالتعادل
} ({ $proof ->
    [published] أثبتها حلّال هذه اللعبة نفسها؛ وهي القيمة المنشورة ذاتها
   *[ours] أثبتها حلّال هذه اللعبة نفسها
}).

study-no-moves-to-rate = انتهت المباراة: لا نقلات لتقييمها.
study-analysing = جارٍ التحليل…
study-stopped-before-first-step = توقف قبل الخطوة الأولى.
study-progress-step = الخطوة { $step } · المواضع: { $count } · { $state }
study-progress-depth = العمق { $depth } · الخطوة { $step } · المواضع: { $count } · { $state }
study-every-value-proved = أُثبتت كل القيم
study-going-deeper = يتعمق أكثر…
study-stopped = متوقف
study-as-deep-as-it-goes = بأقصى عمق تسمح به اللوحة
study-stop = إيقاف
study-go-on = متابعة
study-every-value = قيمة كل نقلة
study-value-wins-exactly = يفوز بفارق { seeds } تمامًا
study-value-draws = يتعادل مع أفضل لعب
study-value-loses-exactly = يخسر بفارق { seeds } تمامًا
study-value-wins-at-best = يفوز في أحسن الأحوال بفارق { seeds } (مُثبت)
study-value-draws-at-best = يتعادل في أحسن الأحوال (مُثبت)
study-value-loses-at-best = يخسر في أحسن الأحوال بفارق { seeds } (مُثبت)
study-value-estimate = نحو { $value } عند العمق { $depth }
study-play-pit = العب الحفرة { $pit }: { $value }
study-pit = الحفرة { $pit }
study-line-expected = التسلسل المتوقع

## النقلات الملعوبة على اللوحة، وما بعدها.

study-moves-title = النقلات على هذه اللوحة
study-undo = تراجع
study-redo = إعادة
study-edit-position = عدّل الوضع
study-copy-link = انسخ الرابط
study-link-copied = نُسخ رابط هذا الوضع.
study-set-up = الإعداد

study-row-sowed = { $row ->
    [bottom] بذر الصف السفلي بذور الحفرة { $pit }
   *[top] بذر الصف العلوي بذور الحفرة { $pit }
}

study-play-from-here = العب من هنا
study-play-against = العب من هنا ضد
study-two-players = لاعبان
study-computer-at = الحاسوب، { $level }
study-not-counted = المباراة من هنا لا تُحتسب في الإحصاءات.
