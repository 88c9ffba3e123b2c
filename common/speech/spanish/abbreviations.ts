import { sentenceEnd } from './sentence-end.js';

/**
 * Abbreviations a Spanish-speaking business writes in names and addresses, as a speaker says them
 * (issue 39). Unlike English "Dr.", none has a second reading, so each is one entry. An engine left
 * to itself reads "Sra." letter by letter or as a word that does not exist.
 */
const WITH_DOT: Record<string, string> = {
  Dr: 'doctor',
  Dra: 'doctora',
  Sr: 'señor',
  Sra: 'señora',
  Srta: 'señorita',
  Lic: 'licenciado',
  Lcda: 'licenciada',
  Licda: 'licenciada',
  Ing: 'ingeniero',
  Prof: 'profesor',
  Profa: 'profesora',
  Av: 'avenida',
  Avda: 'avenida',
  Blvd: 'bulevar',
  Calz: 'calzada',
  Col: 'colonia',
  Edif: 'edificio',
  Depto: 'departamento',
  Dpto: 'departamento',
  Cía: 'compañía',
  Tel: 'teléfono',
  Ud: 'usted',
  Uds: 'ustedes',
  etc: 'etcétera',
};

/** "No. 5" and "Núm. 5" are "número" only before a number: "No." alone is the word "no". */
const NUMBER_SIGN = /\b(?:N[oº]|N[uú]m)\.\s*(?=\d)/g;

export function speakSpanishAbbreviations(text: string): string {
  return text
    .replace(
      /\bEE\.\s?UU\b(\.?)/g,
      (whole, dot: string, at: number, all: string) =>
        `Estados Unidos${sentenceEnd(dot, all.slice(at + whole.length))}`,
    )
    .replace(NUMBER_SIGN, 'número ')
    .replace(/(?<![\p{L}])(\p{L}{2,5})\.(?=[\s,;:]|$)/gu, (whole, abbreviation: string, at: number, all: string) => {
      const word = WITH_DOT[abbreviation] ?? WITH_DOT[capitalised(abbreviation)];
      if (!word) return whole;
      // A title or place word keeps its capital when it was written with one ("Dra. Ruiz" -> "Doctora Ruiz").
      const spoken = /^\p{Lu}/u.test(abbreviation) && abbreviation !== 'etc' ? capitalised(word) : word;
      // "etc." may also end the sentence: its dot stays there.
      return abbreviation === 'etc' ? spoken + sentenceEnd('.', all.slice(at + whole.length)) : spoken;
    });
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
