import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/constants';
import { editorCall, type EditorRecord } from './editor-api';

/** What a record is called in the console's language (its name, title or code). */
export function recordName(row: EditorRecord, language: Language): string {
  return String(row[`name_${language}`] ?? row[`title_${language}`] ?? row.name_zh ?? row.title_zh ?? row.code ?? '');
}

/**
 * The name of the record of `resource` that `id` points to ('' while there is none, '—' when it
 * cannot be read). `delayMs`: wait that long for the id to settle (an id being typed).
 */
export function useRecordName(resource: string | undefined, id: string, language: Language, delayMs = 0): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!/^\d+$/.test(id) || !resource) return setName('');
    const timer = setTimeout(() => {
      editorCall<EditorRecord>(language, 'GET', `/content/${resource}/${id}`)
        .then((row) => setName(recordName(row, language)))
        .catch(() => setName('—'));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [resource, id, language, delayMs]);
  return name;
}
