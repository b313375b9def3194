import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

export default {
  sectionHeading: "Erkennung auf Helpdesk-Seiten",
  patternsSwitchedOff: {
    one: "Ein Codemuster ist ausgeschaltet und markiert nichts: Das Ticket eines Kunden könnte damit den Helpdesk-Tab einfrieren, oder die Seiten konnten es nicht ausführen. Die übrigen Muster und IDs werden weiterhin markiert. Schreiben Sie es wie angegeben um und fügen Sie es erneut hinzu.",
    other:
      "{count} Codemuster sind ausgeschaltet und markieren nichts: Das Ticket eines Kunden könnte damit den Helpdesk-Tab einfrieren, oder die Seiten konnten sie nicht ausführen. Die übrigen Muster und IDs werden weiterhin markiert. Schreiben Sie jedes wie angegeben um und fügen Sie es erneut hinzu.",
  },
  switchedOffItem: "{pattern}: {reason}",
  notSaved: "Nicht gespeichert: {reason}. Laden Sie diese Seite neu und versuchen Sie es erneut.",
  domainRefused: "„{domain}“: Geben Sie eine Domain wie acme.com an, ohne @ oder https://",

  emailsLabel: "E-Mail-Adressen als Kunden-Source-IDs markieren",
  setByOrganisation: "Von Ihrer Organisation festgelegt.",
  patternsHeading: "Codemuster für „{profile}“",
  patternsHint:
    "IDs wie cust_…, camp_… und lcrd_… werden immer markiert. Codes haben kein festes Format: Teilen Sie Voucher Lens mit, wie Ihre aussehen, als Präfix wie BF25- oder als regulären Ausdruck zwischen Schrägstrichen, etwa {example}.",
  patternsRules:
    "Ein Ausdruck muss auf jedem Ticket schnell bleiben. Begrenzen Sie daher jede Wiederholung auf höchstens 64, schreiben Sie Buchstaben, Ziffern und Bindestriche als eine einzige Folge wie {oneRun} (nicht mehrere Folgen hintereinander, auch nicht mit optionalen Bindestrichen dazwischen), schreiben Sie einen wiederholten Teil mit dem Bindestrich, mit dem er beginnt, etwa {repeatedPart}, und Gruppen als (?:…), ohne Namen.",
  patternOff: "Aus: {reason}",
  removePattern: "Muster {pattern} entfernen",
  remove: "Entfernen",
  noPatterns: "Noch keine Codemuster.",
  codePattern: "Codemuster",
  addPattern: "Muster hinzufügen",
  saveProfileFirst: "Speichern Sie ein Profil, um die Codemuster seines Projekts hinzuzufügen.",

  thisSite: "Diese Website",
  runsBuiltIn: "Die Erkennung läuft auf {host} (ein unterstützter Helpdesk).",
  runsEnabled: "Die Erkennung läuft auf {host}.",
  runsOff: "Die Erkennung ist auf {host} aus.",
  enableHere: "Auf dieser Website aktivieren",
  disableHere: "Auf dieser Website deaktivieren",
  notGranted: "Nicht aktiviert: Die Berechtigung wurde nicht erteilt.",
  notEnabled: "Nicht aktiviert: {reason}",
  offNextLoad: "Aus ab dem nächsten Laden der Seite.",
  httpsOnly: "Die Erkennung läuft nur auf https-Seiten.",
  outsideWorkspace:
    "Voucher Lens läuft auf {helpdesk} nur im Arbeitsbereich der Agenten; diese Seite liegt außerhalb davon (etwa ein Hilfe-Center oder eine andere öffentliche Seite).",

  patternEmpty: "Geben Sie ein Präfix wie BF25- oder einen regulären Ausdruck wie {example} ein",
  patternTooLong: "Das Muster muss kürzer als 200 Zeichen sein",
  patternTooLongWritten: "Das Muster muss kürzer als 200 Zeichen sein (seine Gruppen als (?:…) geschrieben)",
  prefixSpaces: "Ein Präfix darf keine Leerzeichen enthalten",
  prefixTooShort: "Ein Präfix braucht mindestens 2 Zeichen, sonst würde jedes Wort passen",
  doesNotCompile: "Dieser reguläre Ausdruck lässt sich nicht kompilieren: {error}",
  notBesideBuiltIns:
    "Dieser reguläre Ausdruck lässt sich neben den eingebauten IDs nicht kompilieren ({error}): Schreiben Sie Buchstaben, wie sie sind (k, nicht \\k), und Gruppen als (?:…)",
  matchesEmpty: "Dieses Muster passt auf leeren Text und würde daher alles markieren",
  tooSlow: {
    one: "Dieses Muster ist zu langsam ({ms} ms bei {count} Zeichen): Verschachtelte Wiederholungen wie (a+)+ führen zu katastrophalem Backtracking. Vereinfachen Sie es.",
    other:
      "Dieses Muster ist zu langsam ({ms} ms bei {count} Zeichen): Verschachtelte Wiederholungen wie (a+)+ führen zu katastrophalem Backtracking. Vereinfachen Sie es.",
  },
  skippedEverywhere:
    "wird auf jeder Seite übersprungen, da der Detektor damit nicht kompiliert ({error}). Entfernen Sie es und fügen Sie es erneut hinzu",

  backReference: "Rückverweise wie {part} werden in Codemustern nicht unterstützt",
  namedGroup:
    "Benannte Gruppen wie (?<{name}>…) werden in Codemustern nicht unterstützt: Schreiben Sie stattdessen (?:{inner})",
  lookAheadLeaveOut:
    "Ein Lookahead wie {part} wird in Codemustern nicht unterstützt: Lassen Sie ihn weg. Der Detektor stellt bereits sicher, dass kein Buchstabe, keine Ziffer und kein _ auf einer der beiden Seiten an einen Code grenzt",
  lookAheadWrite:
    "Ein Lookahead wie {part} wird in Codemustern nicht unterstützt: Schreiben Sie das, was er prüft, als Teil des Codes (…{inside}), oder lassen Sie ihn weg. Der Detektor stellt bereits sicher, dass kein Buchstabe, keine Ziffer und kein _ auf einer der beiden Seiten an einen Code grenzt",
  lookBehindLeaveOut:
    "Ein Lookbehind wie {part} wird in Codemustern nicht unterstützt: Lassen Sie ihn weg. Der Detektor stellt bereits sicher, dass kein Buchstabe, keine Ziffer und kein _ auf einer der beiden Seiten an einen Code grenzt",
  lookBehindWrite:
    "Ein Lookbehind wie {part} wird in Codemustern nicht unterstützt: Schreiben Sie das, was er prüft, als Teil des Codes ({inside}…), oder lassen Sie ihn weg. Der Detektor stellt bereits sicher, dass kein Buchstabe, keine Ziffer und kein _ auf einer der beiden Seiten an einen Code grenzt",
  flagsIgnoreCase:
    "Flags innerhalb eines Musters, etwa (?{flags}:…), werden in Codemustern nicht unterstützt: Schreiben Sie jeden Buchstaben in beiden Schreibweisen in eine Klasse, etwa {example}",
  flagsIgnoreCaseAny:
    "Flags innerhalb eines Musters, etwa (?{flags}:…), werden in Codemustern nicht unterstützt: Schreiben Sie jeden Buchstaben in beiden Schreibweisen in eine Klasse, etwa [Bb][Ff]25 oder [A-Za-z]",
  flagsDotAll:
    "Flags innerhalb eines Musters, etwa (?{flags}:…), werden in Codemustern nicht unterstützt: Schreiben Sie statt . die Zeichen, die der Code enthält, in eine Klasse, etwa [A-Z0-9]",
  flagsOther:
    "Flags innerhalb eines Musters, etwa (?{flags}:…), werden in Codemustern nicht unterstützt: Schreiben Sie die Gruppe ohne sie, als (?:{inner})",
  choicesOverlap:
    "Die Alternativen von {group} können denselben Text treffen ({first} und {second}): Jede Alternative muss sich von den anderen durch ein Zeichen an derselben Stelle unterscheiden, etwa (GC|GV), oder schreiben Sie den optionalen Teil mit ?, etwa GIFT(?:CARD)?",
  choicesOverlapPattern:
    "Die Alternativen des Musters können denselben Text treffen ({first} und {second}): Jede Alternative muss sich von den anderen durch ein Zeichen an derselben Stelle unterscheiden, etwa (GC|GV), oder schreiben Sie den optionalen Teil mit ?, etwa GIFT(?:CARD)?",
  emptyChoice: "nichts",
  nestedRepeat:
    "{part} wiederholt etwas, das sich selbst wiederholt ({inner}): Solche verschachtelten Wiederholungen können bei manchem Text endlos dauern. Schreiben Sie stattdessen {flat}",
  nestedRepeatAny:
    "{part} wiederholt etwas, das sich selbst wiederholt ({inner}): Solche verschachtelten Wiederholungen können bei manchem Text endlos dauern. Schreiben Sie stattdessen die Teile des Codes nacheinander, jeden mit einer Grenze, etwa {example}",
  unbounded: "{part} wiederholt ohne Grenze: Geben Sie eine an, etwa {bounded} (höchstens {max})",
  tooManyRepeats: {
    one: "{part} wiederholt mehr als {count}-mal: So lang sind Codes nicht",
    other: "{part} wiederholt mehr als {count}-mal: So lang sind Codes nicht",
  },
  codeTooLong:
    "Dieses Muster kann bis zu {length} Zeichen erfassen, und die Seite versucht es ab jeder Stelle eines Tickets: Begrenzen Sie einen Code auf höchstens {max} Zeichen (eine wiederholte Gruppe wiederholt alles in ihr)",
  runStartsCode: {
    one: "{part} kann einen Code beginnen, und danach muss mehr folgen: Bei einer langen Folge von Zeichen, die es annimmt, wird es daher ab jedem davon neu versucht. Beginnen Sie den Code mit einem Literal, das es nicht annimmt (etwa CODE-{part}), beenden Sie den Code damit oder begrenzen Sie es auf höchstens {count} Zeichen",
    other:
      "{part} kann einen Code beginnen, und danach muss mehr folgen: Bei einer langen Folge von Zeichen, die es annimmt, wird es daher ab jedem davon neu versucht. Beginnen Sie den Code mit einem Literal, das es nicht annimmt (etwa CODE-{part}), beenden Sie den Code damit oder begrenzen Sie es auf höchstens {count} Zeichen",
  },
  runRepeated:
    "{part} wird wiederholt, ohne dass zwischen den Wiederholungen etwas steht, das es nicht annimmt: Eine lange Folge solcher Zeichen lässt sich daher auf viele Arten auf sie aufteilen. Schreiben Sie eine einzige Folge, etwa {suggestion}",
  runsOverlap:
    "{first} und {second} können dieselben Zeichen annehmen: Eine lange Folge solcher Zeichen lässt sich daher auf viele Arten auf beide aufteilen, was die Seite einfrieren kann. Schreiben Sie eine einzige Folge, etwa {suggestion}, oder setzen Sie ein Literal dazwischen, das keines von beiden annimmt",
  runsOverlapBetween:
    "{first} und {second} können dieselben Zeichen annehmen, mit nur {between} dazwischen: Eine lange Folge solcher Zeichen lässt sich daher auf viele Arten auf beide aufteilen, was die Seite einfrieren kann. Schreiben Sie eine einzige Folge, etwa {suggestion}, oder setzen Sie ein Literal dazwischen, das keines von beiden annimmt",
} satisfies Translation<typeof en>;
