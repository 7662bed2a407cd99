"""The only package that imports Streamlit: cached services and shared UI pieces for the pages."""
