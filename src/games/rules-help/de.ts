// Regelhilfe auf Deutsch, in Moontables eigenen Worten (Fakten und Zahlen aus den Spezifikationen
// und docs/games/*.md; Regel-Kennungen wie in den Ablehnungen). Der Web-Client lädt sie erst beim
// Öffnen (web/src/rules-help.tsx); der Terminal-Tisch druckt sie aus (`rules`).

import type { RulesBook } from './types.ts';

const rules: RulesBook = {
  'monkeys-on-the-moon': {
    title: 'Affen auf dem Mond',
    summary:
      '2-4 Spieler. Sechs Affensippen laufen um die Wette über die Sippenleiste, während ihr mit Gunstmünzen Affen ersteigert und sie in Raumschiffen heimschickt.',
    sections: [
      {
        kind: 'goal',
        heading: 'Ziel',
        points: [
          'Die meisten Punkte sammeln: aus Titeln in den Sippen, die auf der Leiste am besten abschneiden, und aus voll gestarteten Raumschiffen.',
          'Die sechs Sippen (Braun, Schwarz, Grün, Blau, Rot, Lila) bilden einen zufälligen Bündniskreis. Die beiden Nachbarn einer Sippe sind ihre Verbündeten, die gegenüberliegende Sippe ist ihr Rivale.',
          'Affenkarten, Zivilisationskarten, Raumschiffe und die Punktetabelle sind Moontables eigene Werte, wo das veröffentlichte Spiel keine abdruckt (siehe Doku).',
        ],
      },
      {
        kind: 'turn',
        heading: 'Eine Runde',
        points: [
          'Zivilisationszüge, vom Mondstein aus nach links: Spiele eine Handkarte und rücke ihre Sippe oder einen ihrer Verbündeten um die Zahl auf der Karte vor. Nimm 2 Münzen der vorgerückten Sippe (1, wenn du ihre Spottkarte hast) und zahle 1 Münze an ihren Rivalen (MM-4).',
          'Kannst du den Rivalen nicht bezahlen, nimmst du seine Spottkarte. Hast du sie schon, geht die Spottkette weiter: Zahle einen Verbündeten des Rivalen oder nimm die Spottkarte eines Verbündeten, den du nicht zahlen kannst (MM-5). Das Brett fragt dich, was du willst.',
          'Eine Sippe vorrücken, einen ihrer Affen gewinnen oder ein Raumschiff ihrer Farbe starten gibt ihre Spottkarte zurück (MM-6).',
          'Ersteigerungszüge, in derselben Reihenfolge: Wähle einen Affen aus der Auslage und versteigere ihn. Gebote sind gezeigte Münzen: 3 je Münze der Sippe des Affen, 2 je Münze eines Verbündeten; mindestens 2. Erhöhe oder passe; wer gepasst hat, ist für diesen Affen raus. Nur der Gewinner zahlt (MM-1, MM-2).',
          'Der gewonnene Affe steigt in dein Raumschiff. Ein volles Raumschiff startet und bringt seine Punkte, du nimmst eine Bonusmünze seiner Farbe (nicht, solange du deren Spottkarte hast) und wählst ein neues Raumschiff. Ein Affe, der Rivale eines Affen an Bord ist, lässt das Raumschiff frühzeitig ohne Punkte starten (MM-8).',
          'Münzen auf der Hand sind geheim; alles auf dem Tisch ist offen (MM-3).',
        ],
      },
      {
        kind: 'end',
        heading: 'Ende und Sieg',
        points: [
          'Nachdem die letzte Zivilisationskarte gespielt ist und alle Ersteigerungszüge dieser Runde vorbei sind, starten alle Raumschiffe so, wie sie sind; nicht volle bringen keine Punkte (MM-10).',
          'Die Sippen werden nach ihrem Platz auf der Leiste gereiht (zuerst die im Ziel, dann nach Feld). In jeder Sippe ist, wer den höchsten Status an gestarteten Affen dieser Sippe hat, Häuptling, der Zweite Stellvertreter; sie bekommen die Punkte der Tabelle für diesen Platz (7/4 bei der ersten Sippe bis 2/0) (MM-11). Zu zweit punktet nur ein alleiniger Häuptling.',
          'Punkte = Titel + volle Raumschiffe − 2 je Spottkarte (MM-12). Die meisten Punkte gewinnen.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Gleichstände',
        points: [
          'Gleichauf liegende Häuptlinge teilen die Punkte von Häuptling und Stellvertreter, abgerundet, und es gibt keinen Stellvertreter; gleichauf liegende Stellvertreter teilen dessen Punkte (MM-11).',
          'Bei gleichen Punkten gewinnt, wer mehr Affen gestartet hat, dann wer mehr Statuspunkte hat; sonst wird der Platz geteilt (MM-12).',
          'Nicht angekommene Sippen auf gleichem Feld ordnet der Zufallsgenerator der Partie (MM-10).',
        ],
      },
      {
        kind: 'rulings',
        heading: 'Varianten',
        points: [
          'Maximaler Spott: Jede Spottkarte, die du am Ende hast, entfernt vor den Titeln deine gestarteten Affen dieser Sippe.',
          'Affenverrat: Die erste Sippe, die Feld 9 (den weißen Punkt) erreicht oder überschreitet, tauscht im Kreis den Platz mit ihrem Nachbarn im Uhrzeigersinn; Raumschiffe, die nun Rivalen tragen, starten sofort, und ihre Besitzer wählen, welche Affen zurückbleiben (MM-7).',
        ],
      },
    ],
  },
  moon: {
    title: 'Moon',
    summary:
      '1-5 Spieler, drei Ären mit Kartenweitergabe: Baut aus den Karten, die um den Tisch wandern, eine Siedlung auf dem Mond, oder allein gegen den Rivalen.',
    sections: [
      {
        kind: 'goal',
        heading: 'Ziel',
        points: [
          'Nach der dritten Ära die meisten Herzen haben.',
          'Der gespielte Kartensatz ist Moontables eigener Entwurf, passend zu allen Zahlen der veröffentlichten Regeln.',
        ],
      },
      {
        kind: 'turn',
        heading: 'Eine Ära und ein Zug',
        points: [
          'Jede Ära: Produktion (deine Basis und blaue Karten produzieren), dann Bau, dann Wertung.',
          'Bau: Alle bekommen eine Hand Gebäudekarten (8 zu zweit, 7 zu dritt oder viert, 6 zu fünft) und eine Expedition. Nach jeder Zugrunde wandern die Hände nach links.',
          'Dein Zug: Du musst eine Handkarte bauen (Rohstoffe zahlen, Flaggenbedingung erfüllen) oder sie verwerten (abwerfen für ihre Belohnung) (MN-1).',
          'Davor oder danach je einmal pro Zug: einen Rover auf eine blaue oder gelbe Karte eines Mitspielers stellen, eine rosa Karte umdrehen, deine Expedition nutzen, eine Ansehenskarte beanspruchen. Dann beendest du den Zug (MN-1).',
          'Ein Rover auf einer blauen Karte produziert sofort für dich; auf einer gelben zählen ihre Flaggen in diesem Zug für dich. Danach gehört er bis zum Ende der Ära dem Besitzer der Karte (MN-2).',
          'Hand und Expedition sind geheim; Siedlungen, Vorräte und der Ablagestapel sind offen (MN-5). Zu zweit bleibt die Zugreihenfolge eine ganze Ära gleich, und der Startspieler wechselt mit jeder Ära (MN-6).',
        ],
      },
      {
        kind: 'end',
        heading: 'Wertung und Ende',
        points: [
          'In jeder Wertung bekommt, wer die meisten Flaggen einer der fünf Arten hat, die Herzen darunter; dann sinkt X um eins (X ist 3 in Ära I, 2 in Ära II, 1 in Ära III); dann zählen die Herzen auf deinen Karten.',
          'Nach der dritten Ära: Herz-Marker + Herzen auf grauen Karten und ihren Formeln + Herzen auf Ansehenskarten. Die meisten Herzen gewinnen.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Gleichstände',
        points: [
          'Bei Flaggengleichstand gewinnt, wer mehr Rover im Vorrat plus Rover auf eigenen Karten hat; sonst bekommt niemand die Herzen, und sie bleiben für die nächste Ära liegen (MN-3).',
          'Für das Endergebnis gibt es keine Entscheidung: Gleich viele Herzen teilen sich den Platz.',
        ],
      },
      {
        kind: 'rulings',
        heading: 'Unsere Auslegungen',
        points: [
          'Herzen, die einer Anzahl folgen (etwa bei der Destille), werden nach jedem Zug neu berechnet (MN-4).',
          'Braucht ein Karteneffekt eine Wahl, wartet der Zug, bis du gewählt hast.',
          'Fähig macht deinen allernächsten Bau kostenlos (in diesem oder deinem nächsten Zug); er kann nicht auf eine teurere Karte warten.',
          'Solo (unsere eigene Auslegung eines Vorschlags, nicht die veröffentlichten Solo-Regeln): vier offene Hände mit je zwei Karten und einer Expedition. Mach mit jeder Hand, die du wählst, einen Zug; nach jedem Zug deckt der Rivale die oberste Karte des Ärastapels auf und bekommt ein Herz je Karte dieser Farbe, die er schon hat (höchstens X + 1). Nach dem vierten Zug entfernt er die Hand mit der teuersten Karte; dann ein Zug mit jeder übrigen Hand. Seine Flaggen zählen für die Flaggenprämien (2 Rover bei Gleichstand). Schlag seine Herzen.',
        ],
      },
    ],
  },
  'monkey-lab': {
    title: 'Affenlabor',
    summary:
      '2-4 Spieler. Affen schleichen durch ein Labor aus vier Teilen, sammeln Gegenstände und öffnen Käfige, während ein Wächter durch die Räume geht.',
    sections: [
      {
        kind: 'goal',
        heading: 'Ziel',
        points: [
          'Die meisten Punkte: die Affen auf den Käfigen, die du öffnest, plus die Wertungsplättchen, die du bekommst, wenn du in der Nähe bist, während andere öffnen.',
        ],
      },
      {
        kind: 'turn',
        heading: 'Ein Zug',
        points: [
          'Bis zu 3 Aktionen, beliebig gemischt und wiederholt; du darfst früher aufhören (ML-1): durch eine Tür gehen, einen Gegenstand aufheben / austauschen / ablegen (höchstens einer in der Hand, ML-5), den Käfig in deinem Raum aufdecken, ihn öffnen, kämpfen oder eine Karte spielen.',
          'Zum Öffnen müssen alle Gegenstände des Käfigs auf dem Boden deines Raums oder in deiner Hand sein; der Käfig muss vorher aufgedeckt sein (ML-3).',
          'Wenn du öffnest, bekommt jeder andere Affe in diesem Raum oder eine Tür entfernt ein Wertungsplättchen im Wert der Käfig-Affen minus eins (ML-4).',
          'Kampf: im selben Raum, mit deinem eigenen Kampfgegenstand, gegen einen Affen ohne seinen eigenen; er lässt seinen Gegenstand fallen und du setzt ihn in einen beliebigen Raum (ML-6).',
          'Karten: Gegenstand versetzen, Austausch, Stehlen, Doppelschritt, Wächter versetzen. Nach einem Zug mit Karte ziehst du auf 2 nach (ML-7).',
          'Der Wächter: Endet eine Aktion in seinem Raum, endet dein Zug (die erste Aktion eines Zuges geht immer) (ML-2).',
        ],
      },
      {
        kind: 'end',
        heading: 'Ende und Sieg',
        points: [
          'Das Spiel endet nach einem Zug, wenn alle 12 Käfige im Spiel offen sind, oder wenn der Stapel leer ist und wer gerade dran war keine Karte mehr hat (ML-8).',
          'Punkte = Affen auf deinen Käfigen + deine Wertungsplättchen. Die meisten Punkte gewinnen.',
          'Der Startspieler wird zufällig bestimmt; es geht nach links weiter (ML-9).',
        ],
      },
      {
        kind: 'ties',
        heading: 'Gleichstände',
        points: ['Die meisten Käfige gewinnen; sonst ist es ein Unentschieden (ML-8).'],
      },
    ],
  },
  'chimps-on-mars': {
    title: 'Chimps on Mars',
    summary:
      '3-5 Spieler. Wettlauf zum Mars: Lege als Erster die vier Startkarten in deinen Startbereich.',
    sections: [
      {
        kind: 'goal',
        heading: 'Ziel',
        points: [
          'Als Erster genau Schimpanse, Rakete, Raumschiff und Landeticket in dieser Reihenfolge im Startbereich haben, ohne Ereignis und ohne sonst etwas (CM-2, CM-3). Die Modelle müssen nicht passen.',
        ],
      },
      {
        kind: 'turn',
        heading: 'Ein Zug',
        points: [
          'Alle beginnen mit 4 Karten; der Startspieler wird zufällig bestimmt, es geht nach rechts weiter (CM-1).',
          'Zuerst darfst du deinen Startbereich kostenlos umordnen. Dann entweder eine oder zwei verschiedene Aktionen – ziehen, eine Start- oder Crew-Karte auslegen (höchstens eine verdeckt), abwerfen – oder ein Tauschen, Stehlen oder Zerstören gegen einen Gegner (CM-4).',
          'Karten kommen aus dem Startbereich nie zurück auf die Hand (CM-5). Am Zugende wirfst du auf 4 Handkarten ab (CM-9).',
          'Ein gezogenes Ereignis kommt offen in deinen Startbereich und verhindert den Sieg. Es geht mit zwei verschiedenen Crew-Arten, einem passenden Raketen-Raumschiff-Paar oder einer Banane (CM-6).',
          'Tauschen tauscht eine Karte deines Startbereichs gegen eine eines Gegners, Stehlen nimmt eine, Zerstören wirft eine ab (CM-7). Das Ziel kann mit einer Banane antworten: Sie hebt den Angriff auf und schützt bis zum eigenen nächsten Zug (CM-8).',
        ],
      },
      {
        kind: 'end',
        heading: 'Ende und Sieg',
        points: [
          'Du gewinnst sofort, wenn dein Startbereich vollständig ist; geprüft nach dem Umordnen und nach jeder eigenen Aktion (CM-3).',
          'Moontable setzt eine Grenze: Nach 60 Runden ohne Landung endet die Partie unentschieden.',
        ],
      },
      {
        kind: 'ties',
        heading: 'Gleichstände',
        points: [
          'Es gibt nur einen Sieger, den Ersten, der landet; alle anderen teilen sich Platz zwei. Erreicht die Partie die Rundengrenze, ist sie für alle unentschieden.',
        ],
      },
    ],
  },
};

export default rules;
