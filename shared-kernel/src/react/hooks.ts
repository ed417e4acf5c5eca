import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { isLanguage, type Language } from '../domain/language.js';
import type { AppDispatch, RootState } from './store.js';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The page's current language, as a typed `Language`. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!isLanguage(language)) throw new Error(`Unsupported language ${language}`);
  return language;
}
