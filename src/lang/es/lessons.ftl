### Los textos de las ocho lecciones. Juegas la fila de abajo, hoyos 1 a 6 de izquierda a
### derecha, con tu almacén a la derecha, y siembras hacia la derecha.

## Lección 1.

lesson-1-title = Sembrar
lesson-1-teaches = Una jugada toma todas las semillas de uno de tus hoyos y las deja una a una en los hoyos siguientes, hacia la derecha a lo largo de tu fila.
lesson-1-step-1-ask = Siembra de modo que tu última semilla caiga en tu hoyo 5.
lesson-1-step-1-why = El hoyo 1 tenía cuatro semillas: una fue a cada uno de los hoyos 2, 3, 4 y 5.
lesson-1-step-2-ask = Siembra de modo que tu última semilla caiga en tu hoyo 6.
lesson-1-step-2-why = Las tres semillas del hoyo 3 fueron a los hoyos 4, 5 y 6: cuenta las semillas y luego cuenta los hoyos.
lesson-1-step-3-ask = Siembra de modo que tu última semilla caiga en el hoyo 2 de tu rival.
lesson-1-step-3-why = La siembra sigue más allá del final de tu fila: las cinco semillas del hoyo 4 fueron a los hoyos 5 y 6, a tu almacén y luego a los hoyos 1 y 2 de tu rival.

## Lección 2.

lesson-2-title = El almacén que se salta
lesson-2-teaches = La siembra da la vuelta al tablero, entra en tu almacén pero nunca en el de tu rival: su almacén se salta.
lesson-2-step-1-ask = Haz que tu última semilla caiga en tu propio hoyo 2.
lesson-2-step-1-why = Las nueve semillas del hoyo 6: una a tu almacén, seis por la fila de tu rival, ninguna a su almacén, y las dos últimas a tus hoyos 1 y 2.
lesson-2-step-2-ask = Haz que tu última semilla caiga en tu propio hoyo 1.
lesson-2-step-2-why = Ocho semillas del hoyo 6: tu almacén, los seis hoyos de tu rival, su almacén saltado, y la octava en tu hoyo 1.
lesson-2-step-3-ask = Haz que tu última semilla caiga en tu almacén, tras dar toda la vuelta.
lesson-2-step-3-why = Catorce semillas del hoyo 6: tu almacén, seis en la fila de tu rival, seis en la tuya, y la decimocuarta otra vez en tu almacén. Su almacén se saltó, así que la cuenta salió bien.

## Lección 3.

lesson-3-title = Un turno extra
lesson-3-teaches = Cuando tu última semilla cae en tu almacén, vuelves a mover.
lesson-3-step-1-ask = Siembra de modo que tu última semilla caiga en tu almacén.
lesson-3-step-1-why = El hoyo 3 está a cuatro casillas de tu almacén y tenía cuatro semillas: la última cayó en el almacén, así que vuelves a mover.
lesson-3-step-2-ask = Encuentra el hoyo cuyas semillas terminan justo en tu almacén.
lesson-3-step-2-why = El hoyo 5 está a dos casillas de tu almacén y tenía dos semillas. Un hoyo necesita tantas semillas como casillas lo separan del almacén: el hoyo 6 una, el hoyo 5 dos, el hoyo 1 seis.
lesson-3-step-3-ask = Consigue un turno extra. El hoyo que lo logra está lejos del almacén.
lesson-3-step-3-why = El hoyo 1 está a seis casillas de tu almacén y tenía seis semillas.

## Lección 4.

lesson-4-title = Encadenar turnos extra
lesson-4-teaches = Los turnos extra pueden seguirse uno tras otro. El orden importa: juega primero el hoyo más cercano al almacén, para que sus semillas no estropeen la cuenta de los demás.
lesson-4-step-1-ask = Consigue dos turnos extra seguidos.
lesson-4-step-1-why = Primero el hoyo 6: su única semilla fue al almacén. Después, las dos semillas del hoyo 5 aún llegaron a él. Al revés, el hoyo 5 habría puesto una semilla en el hoyo 6, y el hoyo 6 se habría pasado.
lesson-4-step-2-ask = Consigue tres turnos extra seguidos.
lesson-4-step-2-why = El hoyo 6, luego el hoyo 5 (cuya primera semilla volvió a llenar el hoyo 6) y otra vez el hoyo 6: cada uno terminó en el almacén.
lesson-4-step-3-ask = Consigue cuatro turnos extra seguidos.
lesson-4-step-3-why = El hoyo 6, el hoyo 5, otra vez el hoyo 6 y luego el hoyo 4: siempre el hoyo cuyas semillas terminan justo en el almacén, el más cercano primero.

## Lección 5.

lesson-5-title = Una captura
lesson-5-teaches = Cuando tu última semilla cae en un hoyo vacío tuyo y el hoyo de enfrente tiene semillas, te llevas esas semillas y tu última semilla a tu almacén.
lesson-5-step-1-ask = Captura al menos 5 semillas en una jugada.
lesson-5-step-1-why = Tu semilla del hoyo 1 cayó en tu hoyo 2 vacío, frente al hoyo 5 de tu rival: sus seis semillas fueron a tu almacén.
lesson-5-step-2-ask = Dos jugadas capturan. Encuentra la que se lleva al menos 6 semillas.
lesson-5-step-2-why = La semilla del hoyo 4 cayó en tu hoyo 5 vacío, frente a seis semillas. El hoyo 1 habría caído en el hoyo 3, frente a solo dos.
lesson-5-step-3-ask = Captura al menos 4 semillas. Quizá necesites antes tu turno extra.
lesson-5-step-3-why = El hoyo 6 fue a tu almacén y quedó vacío, así que la semilla del hoyo 5 cayó luego en un hoyo 6 vacío y se llevó las cuatro semillas de enfrente.

## Lección 6.

lesson-6-title = Sin captura frente a un hoyo vacío
lesson-6-teaches = Una captura necesita semillas en el hoyo de enfrente. Si ese hoyo está vacío, tu última semilla simplemente se queda donde cayó (salvo que esté activa la regla casera de captura en vacío).
lesson-6-step-1-ask = Captura algo. Mira el hoyo de enfrente de donde caes.
lesson-6-step-1-why = La semilla del hoyo 4 cayó en tu hoyo 5 vacío, frente a tres semillas. Desde el hoyo 1 habría caído en el hoyo 2, frente a un hoyo vacío, y no se habría llevado nada.
lesson-6-step-2-ask = Tres jugadas caen en un hoyo vacío tuyo. Solo una captura: encuéntrala.
lesson-6-step-2-why = La semilla del hoyo 5 cayó en tu hoyo 6, frente a cinco semillas. Los hoyos 2 y 4 están frente a hoyos vacíos.
lesson-6-step-3-ask = Con la regla casera de captura en vacío activa, pon una semilla en tu almacén.
lesson-6-step-3-why = Con esta regla casera, una última semilla en un hoyo vacío tuyo va a tu almacén aunque el hoyo de enfrente esté vacío.

## Lección 7.

lesson-7-title = El final de la partida
lesson-7-teaches = La partida termina en cuanto una de las filas queda vacía. Entonces las semillas que quedan en la otra fila van al almacén de su dueño, y gana el almacén más grande.
lesson-7-step-1-ask = Tu rival solo tiene semillas en un hoyo. Termina la partida ahora y gana.
lesson-7-step-1-why = Capturar sus últimas semillas vació su fila, así que la partida terminó, y las tres semillas que quedaban en tu fila fueron a tu almacén: 30 a 18.
lesson-7-step-2-ask = Vacía tu propia fila con turnos extra para que la partida termine contigo por delante.
lesson-7-step-2-why = El hoyo 6, el hoyo 5 y otra vez el hoyo 6: tres semillas a tu almacén, tu fila vacía, y las tres semillas de tu rival al suyo: 25 a 23. Al revés, una semilla habría pasado a su lado: empate.
lesson-7-step-3-ask = Termina la partida y gánala. Las semillas que queden en tu fila serán tuyas si la fila de tu rival se vacía primero.
lesson-7-step-3-why = La semilla del hoyo 4 cayó en tu hoyo 5 vacío y se llevó las cinco semillas de enfrente, las últimas de la fila de tu rival. La partida terminó, y las dos semillas de tu hoyo 6 fueron a tu almacén: 28 a 20.

## Lección 8.

lesson-8-title = Contar hasta ganar
lesson-8-teaches = Hay 48 semillas. Un almacén de 25 ya no puede ser alcanzado: cuenta las semillas que necesitas y busca el turno que las consigue.
lesson-8-step-1-ask = Lleva tu almacén a 25 en este turno.
lesson-8-step-1-why = Tres turnos extra, una semilla cada uno: 22, 23, 24, 25. Con 25 de las 48 semillas, la partida es tuya.
lesson-8-step-2-ask = Lleva tu almacén a 25 en este turno. Dos jugadas capturan: cuenta lo que se lleva cada una.
lesson-8-step-2-why = La semilla del hoyo 2 cayó en tu hoyo 3 vacío, frente a cuatro semillas: cuatro más tu propia semilla suman 25. La captura del hoyo 5 habría dado 24.
lesson-8-step-3-ask = Lleva tu almacén a 25 en este turno. Cuenta antes de capturar.
lesson-8-step-3-why = Primero el hoyo 6: una semilla a tu almacén y otro turno. Luego la semilla del hoyo 4 se llevó la única semilla frente al hoyo 5: 23 más 2 suman 25. Capturando primero, te habrías quedado en 24.
