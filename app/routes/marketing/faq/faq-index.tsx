/** In-page links to the FAQ groups: the page holds more than fifty questions. */
export function FaqIndex({ groups }: { groups: Array<{ id: string; title: string }> }) {
  return (
    <nav aria-labelledby="soru-gruplari-baslik" className="rounded-xl border bg-card p-5">
      <h2 id="soru-gruplari-baslik" className="font-semibold">
        Soru grupları
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-flex rounded-full border px-3 py-1 text-sm font-medium hover:bg-muted hover:text-primary"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
