-- Team Social: social search (SocialSearchPageViewModel, /social/search; search/socialautocomplete; posts/search and
-- profiles/search). Each word typed must start a word of the post or profile (social-search-store.ts writes the same
-- expressions: the planner uses an expression index only for its own expression). The 'simple' configuration: no
-- language's stemming, as posts are written in the eight markets' languages.
-- Every post's, hidden ones too: a search reads the visible ones through it (see searchPosts).
CREATE INDEX posts_words ON posts USING gin (to_tsvector('simple', title || ' ' || body));
-- An alias's dots, hyphens and underscores part its words: 'anna.b' is found by 'anna' and by 'b'.
CREATE INDEX profiles_words ON profiles USING gin (to_tsvector('simple', display_name || ' ' || translate(alias, '._-', '   ')));
-- Hashtags by their start ('lip' finds #lipstick and #lipbalm), whatever the database's collation.
CREATE INDEX post_hashtags_start ON post_hashtags (hashtag text_pattern_ops);
