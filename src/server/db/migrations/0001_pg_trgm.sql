-- Trigram matching lets catalogue search tolerate typos ("shampo", "lipstik").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
