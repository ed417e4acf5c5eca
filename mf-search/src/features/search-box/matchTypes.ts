import { PROPERTY_TYPES, propertyTypeName, slugify, type Language } from 'shared-kernel';

export interface TypeMatch {
  webId: number;
  name: string;
}

/** Property types whose name contains the query, ignoring case and accents. */
export function matchTypes(query: string, language: Language): TypeMatch[] {
  const needle = slugify(query);
  return PROPERTY_TYPES.map((type) => ({ webId: type.WebID, name: propertyTypeName(type.WebID, language) })).filter(
    (type) => needle === '' || slugify(type.name).includes(needle),
  );
}
