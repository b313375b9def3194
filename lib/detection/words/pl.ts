import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

const DETECTOR_CHECKS =
  "Detektor już sprawdza, czy żadna litera, cyfra ani _ nie przylega do kodu z żadnej strony";

export default {
  sectionHeading: "Wykrywanie na stronach helpdesku",
  patternsSwitchedOff: {
    one: "Jeden wzorzec kodu jest wyłączony i niczego nie oznacza: zgłoszenie klienta mogłoby przez niego zawiesić kartę helpdesku albo strony nie mogły go uruchomić. Pozostałe wzorce i identyfikatory są nadal oznaczane. Należy go przepisać zgodnie ze wskazówką i dodać ponownie.",
    few: "{count} wzorce kodów są wyłączone i niczego nie oznaczają: zgłoszenie klienta mogłoby przez nie zawiesić kartę helpdesku albo strony nie mogły ich uruchomić. Pozostałe wzorce i identyfikatory są nadal oznaczane. Każdy z nich należy przepisać zgodnie ze wskazówką i dodać ponownie.",
    many: "{count} wzorców kodów jest wyłączonych i niczego nie oznacza: zgłoszenie klienta mogłoby przez nie zawiesić kartę helpdesku albo strony nie mogły ich uruchomić. Pozostałe wzorce i identyfikatory są nadal oznaczane. Każdy z nich należy przepisać zgodnie ze wskazówką i dodać ponownie.",
    other:
      "Wyłączone wzorce kodów: {count}. Niczego nie oznaczają: zgłoszenie klienta mogłoby przez nie zawiesić kartę helpdesku albo strony nie mogły ich uruchomić. Pozostałe wzorce i identyfikatory są nadal oznaczane. Każdy z nich należy przepisać zgodnie ze wskazówką i dodać ponownie.",
  },
  switchedOffItem: "{pattern}: {reason}",
  notSaved: "Nie zapisano: {reason}. Należy odświeżyć stronę i spróbować ponownie.",
  domainRefused: "„{domain}”: należy podać domenę, np. acme.com, bez @ ani https://",

  emailsLabel: "Oznaczanie adresów e-mail jako identyfikatorów źródłowych klientów",
  setByOrganisation: "Ustawione przez organizację.",
  patternsHeading: "Wzorce kodów dla „{profile}”",
  patternsHint:
    "Identyfikatory takie jak cust_…, camp_… i lcrd_… są zawsze oznaczane. Kody mają dowolną postać, dlatego należy wskazać Voucher Lens, jak wyglądają: prefiks, np. BF25-, albo wyrażenie regularne między ukośnikami, np. {example}.",
  patternsRules:
    "Wyrażenie musi działać szybko na każdym zgłoszeniu, dlatego każde powtórzenie należy ograniczyć do najwyżej 64, ciąg liter, cyfr i myślników zapisać jako jeden ciąg, np. {oneRun} (a nie kilka ciągów po sobie ani ciągi z opcjonalnymi myślnikami między nimi), powtarzaną część zapisać z myślnikiem, od którego się zaczyna, np. {repeatedPart}, a grupy jako (?:…), bez nazw.",
  patternOff: "Wyłączony: {reason}",
  removePattern: "Usuń wzorzec {pattern}",
  remove: "Usuń",
  noPatterns: "Brak wzorców kodów.",
  codePattern: "Wzorzec kodu",
  addPattern: "Dodaj wzorzec",
  saveProfileFirst: "Aby dodać wzorce kodów projektu, należy najpierw zapisać profil.",

  thisSite: "Ta witryna",
  runsBuiltIn: "Wykrywanie działa na {host} (obsługiwany helpdesk).",
  runsEnabled: "Wykrywanie działa na {host}.",
  runsOff: "Wykrywanie jest wyłączone na {host}.",
  enableHere: "Włącz na tej witrynie",
  disableHere: "Wyłącz na tej witrynie",
  notGranted: "Nie włączono: nie udzielono uprawnienia.",
  notEnabled: "Nie włączono: {reason}",
  offNextLoad: "Wyłączone od następnego wczytania strony.",
  httpsOnly: "Wykrywanie działa tylko na stronach https.",
  outsideWorkspace:
    "Voucher Lens działa w {helpdesk} tylko w obszarze roboczym agentów; ta strona jest poza nim (np. centrum pomocy lub inna strona publiczna).",

  patternEmpty: "Należy wpisać prefiks, np. BF25-, albo wyrażenie regularne, np. {example}",
  patternTooLong: "Wzorzec musi mieć mniej niż 200 znaków",
  patternTooLongWritten: "Wzorzec musi mieć mniej niż 200 znaków (z grupami zapisanymi jako (?:…))",
  prefixSpaces: "Prefiks nie może zawierać spacji",
  prefixTooShort: "Prefiks musi mieć co najmniej 2 znaki, inaczej pasowałoby każde słowo",
  doesNotCompile: "Tego wyrażenia regularnego nie można skompilować: {error}",
  notBesideBuiltIns:
    "Tego wyrażenia regularnego nie można skompilować obok wbudowanych identyfikatorów ({error}): litery należy pisać wprost (k, nie \\k), a grupy jako (?:…)",
  matchesEmpty: "Ten wzorzec pasuje do pustego tekstu, więc oznaczałby wszystko",
  tooSlow: {
    one: "Ten wzorzec jest zbyt wolny ({ms} ms dla {count} znaku): zagnieżdżone powtórzenia, takie jak (a+)+, powodują katastrofalne nawroty. Należy go uprościć.",
    few: "Ten wzorzec jest zbyt wolny ({ms} ms dla {count} znaków): zagnieżdżone powtórzenia, takie jak (a+)+, powodują katastrofalne nawroty. Należy go uprościć.",
    many: "Ten wzorzec jest zbyt wolny ({ms} ms dla {count} znaków): zagnieżdżone powtórzenia, takie jak (a+)+, powodują katastrofalne nawroty. Należy go uprościć.",
    other:
      "Ten wzorzec jest zbyt wolny ({ms} ms dla {count} znaku): zagnieżdżone powtórzenia, takie jak (a+)+, powodują katastrofalne nawroty. Należy go uprościć.",
  },
  skippedEverywhere:
    "pomijany na każdej stronie, bo detektor nie kompiluje się z nim ({error}). Należy go usunąć i dodać ponownie",

  backReference: "Odwołania wsteczne, takie jak {part}, nie są obsługiwane we wzorcach kodów",
  namedGroup:
    "Grupy nazwane, takie jak (?<{name}>…), nie są obsługiwane we wzorcach kodów: zamiast tego należy napisać (?:{inner})",
  lookAheadLeaveOut: `Asercja wprzód (lookahead), taka jak {part}, nie jest obsługiwana we wzorcach kodów: należy ją pominąć. ${DETECTOR_CHECKS}`,
  lookAheadWrite: `Asercja wprzód (lookahead), taka jak {part}, nie jest obsługiwana we wzorcach kodów: to, co sprawdza, należy zapisać jako część kodu (…{inside}) albo ją pominąć. ${DETECTOR_CHECKS}`,
  lookBehindLeaveOut: `Asercja wstecz (lookbehind), taka jak {part}, nie jest obsługiwana we wzorcach kodów: należy ją pominąć. ${DETECTOR_CHECKS}`,
  lookBehindWrite: `Asercja wstecz (lookbehind), taka jak {part}, nie jest obsługiwana we wzorcach kodów: to, co sprawdza, należy zapisać jako część kodu ({inside}…) albo ją pominąć. ${DETECTOR_CHECKS}`,
  flagsIgnoreCase:
    "Flagi ustawione wewnątrz wzorca, takie jak (?{flags}:…), nie są obsługiwane we wzorcach kodów: każdą literę należy zapisać w klasie w obu wielkościach, np. {example}",
  flagsIgnoreCaseAny:
    "Flagi ustawione wewnątrz wzorca, takie jak (?{flags}:…), nie są obsługiwane we wzorcach kodów: każdą literę należy zapisać w klasie w obu wielkościach, np. [Bb][Ff]25 albo [A-Za-z]",
  flagsDotAll:
    "Flagi ustawione wewnątrz wzorca, takie jak (?{flags}:…), nie są obsługiwane we wzorcach kodów: zamiast . należy zapisać w klasie znaki, które przyjmuje kod, np. [A-Z0-9]",
  flagsOther:
    "Flagi ustawione wewnątrz wzorca, takie jak (?{flags}:…), nie są obsługiwane we wzorcach kodów: grupę należy zapisać bez nich, jako (?:{inner})",
  choicesOverlap:
    "Warianty w {group} mogą pasować do tego samego tekstu ({first} i {second}): każdy wariant musi różnić się od pozostałych znakiem na tej samej pozycji, np. (GC|GV), albo część opcjonalną należy zapisać z ?, np. GIFT(?:CARD)?",
  choicesOverlapPattern:
    "Warianty wzorca mogą pasować do tego samego tekstu ({first} i {second}): każdy wariant musi różnić się od pozostałych znakiem na tej samej pozycji, np. (GC|GV), albo część opcjonalną należy zapisać z ?, np. GIFT(?:CARD)?",
  emptyChoice: "nic",
  nestedRepeat:
    "{part} powtarza coś, co samo się powtarza ({inner}): takie zagnieżdżone powtórzenia mogą na niektórych tekstach trwać bez końca. Zamiast tego należy napisać {flat}",
  nestedRepeatAny:
    "{part} powtarza coś, co samo się powtarza ({inner}): takie zagnieżdżone powtórzenia mogą na niektórych tekstach trwać bez końca. Zamiast tego należy zapisać części kodu jedna po drugiej, każdą z ograniczeniem, np. {example}",
  unbounded: "{part} powtarza się bez ograniczenia: należy je podać, np. {bounded} (najwyżej {max})",
  tooManyRepeats: {
    one: "{part} powtarza się więcej niż {count} raz: kody są krótsze",
    few: "{part} powtarza się więcej niż {count} razy: kody są krótsze",
    many: "{part} powtarza się więcej niż {count} razy: kody są krótsze",
    other: "{part} powtarza się więcej niż {count} raza: kody są krótsze",
  },
  codeTooLong:
    "Ten wzorzec może objąć do {length} znaków, a strona próbuje go od każdego miejsca zgłoszenia: należy ograniczyć kod do najwyżej {max} znaków (powtarzana grupa powtarza wszystko, co zawiera)",
  runStartsCode: {
    one: "{part} może rozpoczynać kod, a po nim musi być coś więcej, więc na długim ciągu przyjmowanych przez niego znaków jest próbowany od nowa od każdego z nich. Kod należy zacząć literałem, którego nie przyjmuje (np. CODE-{part}), zakończyć kod tym elementem albo ograniczyć go do najwyżej {count} znaku",
    few: "{part} może rozpoczynać kod, a po nim musi być coś więcej, więc na długim ciągu przyjmowanych przez niego znaków jest próbowany od nowa od każdego z nich. Kod należy zacząć literałem, którego nie przyjmuje (np. CODE-{part}), zakończyć kod tym elementem albo ograniczyć go do najwyżej {count} znaków",
    many: "{part} może rozpoczynać kod, a po nim musi być coś więcej, więc na długim ciągu przyjmowanych przez niego znaków jest próbowany od nowa od każdego z nich. Kod należy zacząć literałem, którego nie przyjmuje (np. CODE-{part}), zakończyć kod tym elementem albo ograniczyć go do najwyżej {count} znaków",
    other:
      "{part} może rozpoczynać kod, a po nim musi być coś więcej, więc na długim ciągu przyjmowanych przez niego znaków jest próbowany od nowa od każdego z nich. Kod należy zacząć literałem, którego nie przyjmuje (np. CODE-{part}), zakończyć kod tym elementem albo ograniczyć go do najwyżej {count} znaku",
  },
  runRepeated:
    "{part} jest powtarzany, a między powtórzeniami nie ma niczego, czego by nie przyjmował, więc długi ciąg takich znaków można podzielić między powtórzenia na wiele sposobów. Należy zapisać jeden ciąg, np. {suggestion}",
  runsOverlap:
    "{first} i {second} mogą przyjmować te same znaki, więc długi ciąg takich znaków można podzielić między nie na wiele sposobów, co może zawiesić stronę. Należy zapisać jeden ciąg, np. {suggestion}, albo wstawić między nie literał, którego żaden z nich nie przyjmuje",
  runsOverlapBetween:
    "{first} i {second} mogą przyjmować te same znaki, a między nimi jest tylko {between}, więc długi ciąg takich znaków można podzielić między nie na wiele sposobów, co może zawiesić stronę. Należy zapisać jeden ciąg, np. {suggestion}, albo wstawić między nie literał, którego żaden z nich nie przyjmuje",
} satisfies Translation<typeof en>;
