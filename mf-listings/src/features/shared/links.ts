import { projectPath, propertyPath, type Language, type ProjectPathInput, type PropertyPathInput } from 'shared-kernel';

/**
 * A property's link in the page's language: the kernel's path, which for languages other than
 * French is the original `/property/{id}/`, under the language prefix, as the api's canonical URL
 * names it, so the link keeps the visitor in the language they are reading.
 */
export function propertyHref(property: PropertyPathInput, lang: Language, project?: ProjectPathInput): string {
  return lang === 'fr' ? propertyPath(property, 'fr', project) : `/${lang}${propertyPath(property, lang)}`;
}

export function projectHref(project: ProjectPathInput, lang: Language): string {
  return lang === 'fr' ? projectPath(project, 'fr') : `/${lang}${projectPath(project, lang)}`;
}
